import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FIXTURE_EPISODES } from '../support/answer-fixtures.js';
import { createTestDatabase } from '../support/app.js';
import { logLines, spawnScript, waitForLog, type Spawned } from '../support/process.js';

/**
 * Two app processes (`node --import tsx server/index.ts`) on ONE PostgreSQL database, as
 * behind a load balancer: limits, content and sessions live in the database, so what one
 * process does, the other sees.
 */

const ADMIN = { username: 'scale-admin', password: 'scale-admin-password' };
const PER_IP_DAILY = 3;

interface AppProcess {
  spawned: Spawned;
  base: string;
}

let database: Awaited<ReturnType<typeof createTestDatabase>>;
let dataDir: string;
let a: AppProcess;
let b: AppProcess;

async function start(): Promise<AppProcess> {
  const spawned = spawnScript('server/index.ts', [], {
    NODE_ENV: 'production',
    // Plain HTTP between the test and the processes: the explicit choice, warned about at start-up.
    COOKIE_SECURE: 'false',
    PORT: '0',
    DATABASE_URL: database.url,
    DATA_DIR: dataDir,
    SESSION_SECRET: 'scale-out-secret-scale-out-secret-0123',
    ADMIN_USERNAME: ADMIN.username,
    ADMIN_PASSWORD: ADMIN.password,
    TRUST_PROXY: '1',
    RATE_LIMIT_PER_IP_DAILY: String(PER_IP_DAILY),
    SEED_DEMO: 'false',
    SERVE_CLIENT: 'false',
    LOG_LEVEL: 'info',
  });
  const ready = await waitForLog(spawned, (l) => typeof l.msg === 'string' && l.msg.endsWith('Q&A is ready'));
  return { spawned, base: `http://127.0.0.1:${String(ready.port)}` };
}

beforeAll(async () => {
  database = await createTestDatabase();
  dataDir = path.resolve('.data', `scale-out-${randomBytes(4).toString('hex')}`);
  // Both start at once on the same database: migrations and the start-up admin must not collide.
  [a, b] = await Promise.all([start(), start()]);
}, 120_000);

afterAll(async () => {
  for (const p of [a, b]) {
    if (p && p.spawned.child.exitCode === null && p.spawned.child.signalCode === null) {
      p.spawned.child.kill('SIGTERM');
      await p.spawned.exited;
    }
  }
  fs.rmSync(dataDir, { recursive: true, force: true });
  await database?.drop();
});

const json = (body: unknown) => ({ method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });

const ask = (p: AppProcess, prompt: string, ip: string) =>
  fetch(`${p.base}/api/chat`, { ...json({ prompt }), headers: { 'content-type': 'application/json', 'x-forwarded-for': ip } });

async function signIn(p: AppProcess): Promise<string> {
  const res = await fetch(`${p.base}/api/auth/login`, json(ADMIN));
  expect(res.status).toBe(200);
  return res.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
}

const adminStats = (p: AppProcess, cookie: string) => fetch(`${p.base}/api/admin/stats`, { headers: { cookie } });

describe('two app processes on one database', () => {
  it('both started, each warning that cookies go over plain HTTP', () => {
    for (const p of [a, b]) {
      const warning = logLines(p.spawned.output()).find((l) => l.level === 40 && String(l.msg).startsWith('COOKIE_SECURE=false'));
      expect(warning).toBeDefined();
    }
  });

  it('keep the per-IP daily limit exact across both, under concurrent questions', async () => {
    const ip = '203.0.113.7';
    const questions = ['pricing', 'hiring', 'churn', 'onboarding', 'retention', 'referrals', 'positioning', 'fundraising'].map(
      (topic, i) => `What did guests learn about ${topic} in year ${i + 1}?`,
    );
    const results = await Promise.all(questions.map((q, i) => ask(i % 2 === 0 ? a : b, q, ip)));
    const statuses = results.map((r) => r.status);
    const bodies = await Promise.all(results.map(async (r) => `${r.status} ${(await r.text()).slice(0, 200)}`));
    expect(
      statuses.filter((s) => s === 200),
      bodies.join('\n'),
    ).toHaveLength(PER_IP_DAILY);
    expect(
      statuses.filter((s) => s === 429),
      bodies.join('\n'),
    ).toHaveLength(questions.length - PER_IP_DAILY);
    for (const p of [a, b]) {
      const info = (await (await fetch(`${p.base}/api/rate-limit`, { headers: { 'x-forwarded-for': ip } })).json()) as { remaining: number };
      expect(info.remaining).toBe(0);
    }
  });

  it('answer on one from an episode added through the other', async () => {
    const fixture = FIXTURE_EPISODES[0]!;
    // B answers once first, so that its in-memory search index is built before the episode exists.
    const before = await ask(b, 'How many items should an onboarding checklist have?', '203.0.113.20');
    expect(before.status).toBe(200);
    expect(((await before.json()) as { sources: { quotes: unknown[] } }).sources.quotes).toEqual([]);

    const cookie = await signIn(a);
    const created = await fetch(`${a.base}/api/admin/episodes`, {
      ...json({ number: fixture.number, title: fixture.title, guest: fixture.guest, transcriptText: fixture.raw }),
      headers: { 'content-type': 'application/json', cookie },
    });
    expect(created.status).toBe(201);

    const after = await ask(b, 'What made onboarding checklists work and raise activation?', '203.0.113.21');
    expect(after.status).toBe(200);
    const { sources } = (await after.json()) as { sources: { quotes: { episode: number; text: string }[] } };
    expect(sources.quotes.length).toBeGreaterThan(0);
    expect(sources.quotes.every((q) => q.episode === fixture.number && fixture.raw.includes(q.text))).toBe(true);
  });

  it('share sessions: a sign-in on one works on the other, and a logout on one is refused by the other', async () => {
    const cookie = await signIn(a);
    expect((await adminStats(b, cookie)).status).toBe(200);

    const out = await fetch(`${a.base}/api/auth/logout`, { method: 'POST', headers: { cookie } });
    expect(out.status).toBe(200);
    expect((await adminStats(b, cookie)).status).toBe(401);
    expect((await adminStats(a, cookie)).status).toBe(401);
  });

  it('keep passwords sent in a GET /graphql address out of the request log', async () => {
    const secret = 'scale-out-secret-password-in-url';
    const query = `mutation { login(input: { username: "${ADMIN.username}", password: "${secret}" }) { id } }`;
    const res = await fetch(`${a.base}/graphql?query=${encodeURIComponent(query)}&variables=${encodeURIComponent(JSON.stringify({ password: secret }))}`);
    expect(res.status).toBeGreaterThanOrEqual(400); // mutations are not run over GET
    await waitForLog(
      a.spawned,
      (l) => typeof (l.req as { url?: string } | undefined)?.url === 'string' && (l.req as { url: string }).url.startsWith('/graphql?'),
    );
    expect(a.spawned.output()).not.toContain(secret);
  });
});
