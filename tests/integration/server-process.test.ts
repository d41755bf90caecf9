import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { rawTranscript } from '../factories/episode.factory.js';
import { createTestDatabase } from '../support/app.js';
import { expectNoStack, logLines, processesMentioning, spawnScript, waitForLog, type Spawned } from '../support/process.js';

/**
 * The real server (`node --import tsx server/index.ts`), as `npm start` runs it: start-up,
 * /healthz, SIGTERM, and what is left afterwards.
 */

const started: Spawned[] = [];
const folders: string[] = [];

afterAll(() => {
  for (const s of started) if (s.child.exitCode === null && s.child.signalCode === null) s.child.kill('SIGKILL');
  for (const folder of folders) fs.rmSync(folder, { recursive: true, force: true });
});

const isReady = (line: Record<string, unknown>) => typeof line.msg === 'string' && line.msg.endsWith('Q&A is ready');

async function startServer(env: Record<string, string>) {
  const server = spawnScript('server/index.ts', [], { NODE_ENV: 'development', PORT: '0', SEED_DEMO: 'false', LOG_LEVEL: 'info', ...env });
  started.push(server);
  const ready = await waitForLog(server, isReady);
  const base = `http://127.0.0.1:${String(ready.port)}`;
  return { server, ready, base };
}

async function stop(server: Spawned) {
  server.child.kill('SIGTERM');
  return server.exited;
}

const dataFolder = (label: string) => {
  const folder = path.resolve('.data', `process-${label}-${randomBytes(4).toString('hex')}`);
  folders.push(folder);
  return folder;
};

describe('the server process on the embedded PostgreSQL', () => {
  it('serves once ready, stops cleanly on SIGTERM, and reuses its data on the next start', async () => {
    const env = { DATA_DIR: dataFolder('embedded'), ADMIN_USERNAME: 'process-admin', ADMIN_PASSWORD: 'process-admin-pass' };

    const first = await startServer(env);
    expect(first.ready).toMatchObject({ database: 'embedded', startupMs: expect.any(Number), rssMb: expect.any(Number) });
    const pgDir = String((await waitForLog(first.server, (l) => l.msg === 'embedded PostgreSQL is ready')).pgDir);
    expect(processesMentioning(`-D ${pgDir} `)).toHaveLength(1);
    expect((await fetch(`${first.base}/healthz`)).status).toBe(200);

    const login = await fetch(`${first.base}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username: 'process-admin', password: 'process-admin-pass' }),
    });
    expect(login.status).toBe(200);
    const cookie = login.headers
      .getSetCookie()
      .map((c) => c.split(';')[0])
      .join('; ');
    const created = await fetch(`${first.base}/api/admin/episodes`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', cookie },
      body: JSON.stringify({ number: 77, title: 'Survives a restart', transcriptText: rawTranscript('restarts') }),
    });
    expect(created.status).toBe(201);
    const { episode } = (await created.json()) as { episode: { id: string } };

    expect(await stop(first.server)).toBe(0);
    expect(logLines(first.server.output()).map((l) => l.msg)).toEqual(expect.arrayContaining(['embedded PostgreSQL stopped', 'stopped']));
    expect(processesMentioning(pgDir)).toEqual([]);

    const second = await startServer(env);
    expect(logLines(second.server.output()).some((l) => l.msg === 'initialising the embedded PostgreSQL cluster')).toBe(false);
    const again = await fetch(`${second.base}/api/episodes/77`);
    expect(again.status).toBe(200);
    expect(((await again.json()) as { id: string }).id).toBe(episode.id);

    // The admin CLI uses the running server's database instead of refusing.
    const cli = spawnScript('scripts/admin.ts', ['create', 'cli-admin'], { DATA_DIR: env.DATA_DIR, LOG_LEVEL: 'warn' });
    cli.child.stdin.end('cli-admin-password\n');
    expect(await cli.exited).toBe(0);
    const cliLogin = await fetch(`${second.base}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username: 'cli-admin', password: 'cli-admin-password' }),
    });
    expect(cliLogin.status).toBe(200);
    expect(processesMentioning(`-D ${pgDir} `)).toHaveLength(1);

    expect(await stop(second.server)).toBe(0);
    expect(processesMentioning(pgDir)).toEqual([]);
  }, 180_000);
});

describe('the server process with DATABASE_URL', () => {
  it('uses that database and starts no PostgreSQL of its own', async () => {
    const database = await createTestDatabase();
    try {
      const dataDir = dataFolder('url');
      const { server, ready, base } = await startServer({
        DATA_DIR: dataDir,
        DATABASE_URL: database.url,
        SESSION_SECRET: 'process-test-secret-process-test-secret',
      });
      expect(ready.database).toBe('DATABASE_URL');
      expect((await fetch(`${base}/healthz`)).status).toBe(200);
      expect(logLines(server.output()).some((l) => l.module === 'embedded-postgres')).toBe(false);
      expect(fs.existsSync(path.join(dataDir, 'pg'))).toBe(false);
      expect(await stop(server)).toBe(0);
    } finally {
      await database.drop();
    }
  }, 60_000);
});

describe('the server process when it cannot start', () => {
  /** Runs the server until it exits; returns the exit code and its fatal log line. */
  async function failedStart(env: Record<string, string>) {
    const server = spawnScript('server/index.ts', [], { NODE_ENV: 'development', SEED_DEMO: 'false', LOG_LEVEL: 'info', DATA_DIR: dataFolder('fail'), ...env });
    started.push(server);
    const code = await server.exited;
    return { code, fatal: logLines(server.output()).find((l) => l.level === 60), output: server.output() };
  }

  it('names DATABASE_URL, without the password or a stack, when that PostgreSQL cannot be reached', async () => {
    const { code, fatal, output } = await failedStart({ PORT: '0', DATABASE_URL: 'postgresql://app:hunter2-secret@127.0.0.1:1/horizons' });
    expect(code).toBe(1);
    expect(fatal?.msg).toBe('DATABASE_URL: cannot use the PostgreSQL at 127.0.0.1:1/horizons: connect ECONNREFUSED 127.0.0.1:1');
    expect(output).not.toContain('hunter2-secret');
    expectNoStack(output);
  }, 60_000);

  it('names DATA_DIR, without a stack, when the session secret cannot be kept there (a folder under /proc: at once, not hanging)', async () => {
    const database = await createTestDatabase();
    try {
      const { code, fatal, output } = await failedStart({ PORT: '0', DATABASE_URL: database.url, DATA_DIR: '/proc/nope' });
      expect(code).toBe(1);
      expect(fatal?.msg).toBe(
        "DATA_DIR: cannot keep a generated session secret in /proc/nope: ENOENT: no such file or directory, mkdir '/proc/nope'. Set DATA_DIR to a folder this process can write, or set SESSION_SECRET.",
      );
      expectNoStack(output);
    } finally {
      await database.drop();
    }
  }, 60_000);

  it('names PORT when the port is taken', async () => {
    const database = await createTestDatabase();
    const taken = net.createServer();
    await new Promise<void>((resolve) => taken.listen(0, '127.0.0.1', resolve));
    try {
      const port = (taken.address() as net.AddressInfo).port;
      const { code, fatal } = await failedStart({ PORT: String(port), HOST: '127.0.0.1', DATABASE_URL: database.url });
      expect(code).toBe(1);
      expect(fatal?.msg).toBe(`PORT: 127.0.0.1:${port} is already in use; stop what listens there or set PORT to another port (0 picks a free one).`);
    } finally {
      taken.close();
      await database.drop();
    }
  }, 60_000);
});
