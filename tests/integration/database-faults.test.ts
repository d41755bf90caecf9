import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { MikroORM } from '@mikro-orm/postgresql';
import pg from 'pg';
import request from 'supertest';
import { afterAll, describe, expect, it } from 'vitest';
import { createApp } from '../../server/app.js';
import { migrate } from '../../server/db/database.js';
import { runningEmbeddedUrl, startEmbeddedPostgres } from '../../server/db/embedded-postgres.js';
import { createOrmConfig, DATABASE_TIMEOUTS } from '../../server/db/mikro-orm.config.js';
import { createLogger } from '../../server/logger.js';
import { createServices } from '../../server/services.js';
import { testConfig } from '../support/app.js';
import { rawTranscript } from '../factories/episode.factory.js';
import { logLines, processesMentioning, spawnScript, waitForLog, type Spawned } from '../support/process.js';

/**
 * Item 6 and the fault tests of item 9 (issue 9), on real server processes with the
 * embedded PostgreSQL: the database killed and back, SIGTERM during requests, the server
 * killed with questions in flight.
 */

const started: Spawned[] = [];
const folders: string[] = [];

afterAll(async () => {
  for (const s of started) if (s.child.exitCode === null && s.child.signalCode === null) s.child.kill('SIGTERM');
  await Promise.all(started.map((s) => Promise.race([s.exited, new Promise((r) => setTimeout(r, 20_000))])));
  for (const s of started) if (s.child.exitCode === null && s.child.signalCode === null) s.child.kill('SIGKILL');
  for (const folder of folders) {
    for (const pid of processesMentioning(folder)) process.kill(pid, 'SIGKILL');
    fs.rmSync(folder, { recursive: true, force: true });
  }
});

const ADMIN = { username: 'fault-admin', password: 'fault-admin-password' };

const dataFolder = (label: string) => {
  const folder = path.resolve('.data', `faults-${label}-${randomBytes(4).toString('hex')}`);
  folders.push(folder);
  return folder;
};

async function startServer(dataDir: string, env: Record<string, string> = {}) {
  const server = spawnScript('server/index.ts', [], {
    NODE_ENV: 'development',
    PORT: '0',
    SEED_DEMO: 'false',
    LOG_LEVEL: 'info',
    DATA_DIR: dataDir,
    ADMIN_USERNAME: ADMIN.username,
    ADMIN_PASSWORD: ADMIN.password,
    ...env,
  });
  started.push(server);
  const ready = await waitForLog(server, (l) => typeof l.msg === 'string' && l.msg.endsWith('Q&A is ready'), 120_000);
  const pgReady = logLines(server.output()).find((l) => l.msg === 'embedded PostgreSQL is ready')!;
  return { server, base: `http://127.0.0.1:${String(ready.port)}`, pgDir: String(pgReady.pgDir), postmaster: Number(pgReady.pid) };
}

async function adminCookie(base: string): Promise<string> {
  const login = await fetch(`${base}/api/auth/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(ADMIN) });
  expect(login.status).toBe(200);
  return login.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
}

async function createEpisode(base: string, cookie: string, number: number) {
  const res = await fetch(`${base}/api/admin/episodes`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', cookie },
    body: JSON.stringify({ number, title: `Pricing episode ${number}`, guest: 'Nora Vance', transcriptText: rawTranscript(`pricing tiers ${number}`, 12) }),
  });
  expect(res.status).toBe(201);
}

/** Status and body of a request; a refused or reset connection is status 0. */
async function probe(url: string, init?: RequestInit): Promise<{ status: number; body: unknown }> {
  try {
    const res = await fetch(url, { ...init, signal: AbortSignal.timeout(30_000) });
    const text = await res.text();
    let body: unknown = text;
    try {
      body = JSON.parse(text);
    } catch {
      // not JSON: kept as text
    }
    return { status: res.status, body };
  } catch {
    return { status: 0, body: null };
  }
}

/** `{ episodes { number } }` over GraphQL, as a visitor or (with its cookie) a signed-in user, whose session is looked up before Apollo runs. */
const graphqlEpisodes = (base: string, cookie?: string) =>
  probe(`${base}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(cookie ? { cookie } : {}) },
    body: JSON.stringify({ query: '{ episodes { number } }' }),
  });

describe('the embedded database killed and back', () => {
  it('answers 503 while PostgreSQL is down, restarts it with a logged backoff, and serves the same data again', async () => {
    const dataDir = dataFolder('kill');
    const { server, base, pgDir, postmaster } = await startServer(dataDir);
    const cookie = await adminCookie(base);
    await createEpisode(base, cookie, 41);

    process.kill(postmaster, 'SIGKILL');
    // Probe at once and until the server is back: no 5xx other than 503, and never a hang.
    const seen: { status: number; body: unknown }[] = [];
    const graphqlSeen: { status: number; body: unknown }[] = [];
    const deadline = Date.now() + 90_000;
    for (;;) {
      const [rest, health, gql, signedInGql] = await Promise.all([
        probe(`${base}/api/episodes/41`),
        probe(`${base}/healthz`),
        graphqlEpisodes(base),
        graphqlEpisodes(base, cookie),
      ]);
      seen.push(rest, health);
      graphqlSeen.push(gql, signedInGql);
      if ((rest.status === 200 && health.status === 200) || Date.now() > deadline) break;
      await new Promise((r) => setTimeout(r, 50));
    }
    const statuses = new Set(seen.map((s) => s.status));
    expect(
      [...statuses].every((s) => s === 200 || s === 503),
      JSON.stringify(seen.filter((s) => s.status !== 200 && s.status !== 503)),
    ).toBe(true);
    expect(statuses.has(503)).toBe(true);
    expect(seen.at(-1)!.status).toBe(200);
    const unavailable = seen.find((s) => s.status === 503)!.body as Record<string, unknown>;
    expect(unavailable).toMatchObject({ code: 'DATABASE_UNAVAILABLE', message: expect.stringMatching(/database is not reachable/) });
    // GraphQL tells the same fault by its code (or answers normally once the database is back),
    // always as a GraphQL response, also when the signed-in user's session lookup is what failed.
    for (const g of graphqlSeen) {
      const body = g.body as { data?: unknown; errors?: { extensions?: { code?: string } }[] };
      expect([200, 503], JSON.stringify(g)).toContain(g.status);
      expect(body.errors !== undefined || (body.data !== undefined && body.data !== null), JSON.stringify(g)).toBe(true);
      if (body.errors) expect(body.errors[0]?.extensions?.code).toBe('DATABASE_UNAVAILABLE');
    }
    expect(graphqlSeen.some((g) => (g.body as { errors?: unknown }).errors)).toBe(true);

    const restarted = await waitForLog(server, (l) => l.msg === 'embedded PostgreSQL restarted', 10_000);
    expect(restarted.pid).not.toBe(postmaster);
    const lines = logLines(server.output());
    expect(lines.some((l) => l.msg === 'embedded PostgreSQL exited unexpectedly; restarting it' && l.pid === postmaster)).toBe(true);
    expect(lines.some((l) => l.msg === 'restarting embedded PostgreSQL' && l.attempt === 1 && typeof l.delayMs === 'number')).toBe(true);

    // The same data, and writes work again through the reconnected pool.
    const again = await probe(`${base}/api/episodes/41`);
    expect(again.body).toMatchObject({ number: 41, title: 'Pricing episode 41' });
    await createEpisode(base, cookie, 42);

    server.child.kill('SIGTERM');
    expect(await server.exited).toBe(0);
    expect(processesMentioning(pgDir)).toEqual([]);
  }, 180_000);
});

describe('a DATABASE_URL server that goes away and comes back', () => {
  it('answers 503 meanwhile, then reconnects without reusing dead connections', async () => {
    const dataDir = dataFolder('url');
    const log = createLogger('silent');
    const first = await startEmbeddedPostgres({ dataDir, database: 'horizons', log });
    const port = Number(new URL(first.url).port);
    const config = testConfig(first.url);
    const orm = await MikroORM.init(createOrmConfig(first.url, log));
    await migrate(orm, log);
    const built = await createApp({ config, orm, services: createServices({ em: orm.em, config, log }), log, sessionSecret: config.session.secret! });
    let second: Awaited<ReturnType<typeof startEmbeddedPostgres>> | undefined;
    try {
      // No statement waits for ever.
      const [timeout] = await orm.em.fork().getConnection().execute<{ statement_timeout: string }[]>('show statement_timeout');
      expect(timeout?.statement_timeout).toBe(`${DATABASE_TIMEOUTS.statementMs / 60_000}min`);
      // Several pooled connections in use before the outage.
      await Promise.all(Array.from({ length: 5 }, () => request(built.app).get('/api/episodes').expect(200)));

      await first.stop();
      const down = await request(built.app).get('/api/episodes');
      expect(down.status).toBe(503);
      expect(down.body).toEqual({ code: 'DATABASE_UNAVAILABLE', message: expect.stringMatching(/database is not reachable/) });
      expect((await request(built.app).get('/healthz')).status).toBe(503);
      const gql = await request(built.app).post('/graphql').send({ query: '{ episodes { number } }' });
      expect(gql.body.errors[0].extensions.code).toBe('DATABASE_UNAVAILABLE');

      second = await startEmbeddedPostgres({ dataDir, database: 'horizons', log, port });
      for (let i = 0; i < 10; i++) expect((await request(built.app).get('/api/episodes')).status).toBe(200);
      expect((await request(built.app).get('/healthz')).status).toBe(200);
    } finally {
      await built.stop();
      await orm.close(true);
      await second?.stop();
      await first.stop();
    }
  }, 120_000);
});

describe('SIGTERM during requests', () => {
  it('finishes the requests in flight, then exits with no PostgreSQL left', async () => {
    const dataDir = dataFolder('term');
    const { server, base, pgDir } = await startServer(dataDir);
    const cookie = await adminCookie(base);
    for (const n of [1, 2, 3]) await createEpisode(base, cookie, n);

    const inFlight = [
      probe(`${base}/api/admin/reindex`, { method: 'POST', headers: { cookie } }),
      probe(`${base}/api/chat`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ prompt: 'How should pricing tiers be set?' }),
      }),
      probe(`${base}/api/episodes`),
    ];
    await new Promise((r) => setTimeout(r, 30));
    server.child.kill('SIGTERM');
    const results = await Promise.all(inFlight);
    // Each request completes, or (if it had not reached the server) is refused: never a 5xx.
    for (const r of results) expect([0, 200], JSON.stringify(r)).toContain(r.status);
    expect(await server.exited).toBe(0);
    expect(logLines(server.output()).map((l) => l.msg)).toEqual(expect.arrayContaining(['shutting down', 'embedded PostgreSQL stopped', 'stopped']));
    expect(processesMentioning(pgDir)).toEqual([]);
  }, 120_000);
});

describe('the server killed with questions in flight', () => {
  it('saves no prompt without its response', async () => {
    const dataDir = dataFolder('crash');
    const first = await startServer(dataDir);
    const cookie = await adminCookie(first.base);
    for (const n of [1, 2, 3, 4]) await createEpisode(first.base, cookie, n);

    const questions = Array.from({ length: 12 }, (_, i) => `How should pricing tiers ${i} be set for plan ${randomBytes(3).toString('hex')}?`);
    const asked = questions.map((prompt, i) =>
      probe(`${first.base}/api/chat`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-forwarded-for': `203.0.113.${i}` },
        body: JSON.stringify({ prompt }),
      }),
    );
    await new Promise((r) => setTimeout(r, 150));
    first.server.child.kill('SIGKILL');
    await first.server.exited;
    await Promise.all(asked);

    // The next start stops the PostgreSQL the killed process left behind and reuses the data.
    const second = await startServer(dataDir);
    const url = runningEmbeddedUrl(dataDir, 'horizons');
    expect(url).toBeDefined();
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    try {
      const { rows } = await client.query<{ prompts: number; without_response: number }>(
        `select count(*)::int as prompts,
                count(*) filter (where not exists (select 1 from responses r where r.prompt_id = p.id))::int as without_response
           from prompts p`,
      );
      expect(rows[0]!.without_response).toBe(0);
      expect(rows[0]!.prompts).toBeLessThanOrEqual(questions.length);
    } finally {
      await client.end();
    }
    second.server.child.kill('SIGTERM');
    expect(await second.server.exited).toBe(0);
    expect(processesMentioning(second.pgDir)).toEqual([]);
  }, 240_000);
});
