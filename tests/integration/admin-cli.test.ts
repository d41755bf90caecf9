import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { verifyPassword } from '../../server/modules/auth/password.js';
import { createTestDatabase } from '../support/app.js';
import { expectNoStack, spawnScript, UNREACHABLE_DATABASE_URL } from '../support/process.js';

let database: Awaited<ReturnType<typeof createTestDatabase>>;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.drop());

/** Runs `npm run admin -- <args>` against the test database, with `stdin` piped in. */
async function admin(args: string[], stdin: string, env: Record<string, string> = {}) {
  const run = spawnScript('scripts/admin.ts', args, { DATABASE_URL: database.url, LOG_LEVEL: 'warn', ...env });
  run.child.stdin.end(stdin);
  const code = await run.exited;
  return { code, output: run.output() };
}

async function account(username: string) {
  const client = new pg.Client({ connectionString: database.url });
  await client.connect();
  try {
    const { rows } = await client.query<{ password: string; is_admin: boolean }>('select password, is_admin from users where username = $1', [username]);
    return rows[0];
  } finally {
    await client.end();
  }
}

/** Runs one statement on the test database. */
async function sql<T extends pg.QueryResultRow>(text: string, params: unknown[] = []): Promise<T[]> {
  const client = new pg.Client({ connectionString: database.url });
  await client.connect();
  try {
    return (await client.query<T>(text, params)).rows;
  } finally {
    await client.end();
  }
}

/** A signed-in session of `username`, as a sign-in stores it; returns its id. */
async function signedInSession(username: string): Promise<string> {
  const id = randomBytes(32).toString('hex');
  await sql('insert into sessions (id, user_id) select $1, id from users where username = $2', [id, username]);
  return id;
}

const sessionExists = async (id: string) => (await sql('select 1 from sessions where id = $1', [id])).length === 1;

const name = () => `cli-${randomBytes(3).toString('hex')}`;

/** Each case starts one or two Node processes that load the ORM: slow on a busy machine. */
const SLOW = 90_000;

describe('npm run admin -- create <username>', () => {
  it(
    'creates an administrator with the password read from standard input, then updates it',
    async () => {
      const username = name();
      const created = await admin(['create', username.toUpperCase()], 'first-password\n');
      expect(created).toMatchObject({ code: 0 });
      expect(created.output).toContain(`Created administrator "${username}".`);
      const saved = await account(username);
      expect(saved?.is_admin).toBe(true);
      expect(saved?.password).toMatch(/^\$argon2id\$/);
      expect(await verifyPassword(saved!.password, 'first-password')).toBe(true);

      const kept = await signedInSession(username);
      const same = await admin(['create', username], 'first-password\n');
      expect(same.code).toBe(0);
      expect(same.output).toContain(`Updated administrator "${username}": password unchanged.`);
      expect(await sessionExists(kept)).toBe(true);

      const sessions = [kept, await signedInSession(username)];
      const updated = await admin(['create', username], '', { ADMIN_PASSWORD: 'second-password' });
      expect(updated.code).toBe(0);
      expect(updated.output).toContain(`Updated administrator "${username}": new password set, 2 signed-in sessions ended.`);
      expect(await verifyPassword((await account(username))!.password, 'second-password')).toBe(true);
      for (const id of sessions) expect(await sessionExists(id)).toBe(false);
    },
    SLOW,
  );

  it(
    'creates a user without admin rights with --no-admin',
    async () => {
      const username = name();
      const res = await admin(['create', username, '--no-admin'], 'plain-user-password\n');
      expect(res.code).toBe(0);
      expect(res.output).toContain(`Created user (not an administrator) "${username}".`);
      expect((await account(username))?.is_admin).toBe(false);
    },
    SLOW,
  );

  it(
    'refuses a password under 8 characters and saves nothing',
    async () => {
      const username = name();
      const res = await admin(['create', username], 'short\n');
      expect(res.code).toBe(1);
      expect(res.output).toContain('The password must be at least 8 characters.');
      expect(await account(username)).toBeUndefined();
    },
    SLOW,
  );

  it(
    'explains its usage when the command is wrong (exit 2)',
    async () => {
      const runs = await Promise.all(
        [
          ['delete', 'bob'],
          ['create', 'bob', '--admin'],
        ].map((args) => admin(args, 'some-password\n')),
      );
      for (const res of runs) {
        expect(res.code).toBe(2);
        expect(res.output).toContain('Usage: npm run admin -- create <username> [--no-admin]');
      }
      expect(await account('bob')).toBeUndefined();
    },
    SLOW,
  );

  it(
    'prints its usage for --help and exits 0, asking for no password',
    async () => {
      const res = await admin(['--help'], '');
      expect(res).toEqual({ code: 0, output: 'Usage: npm run admin -- create <username> [--no-admin]\n' });
    },
    SLOW,
  );

  it(
    'names DATABASE_URL, in one line without its password or a stack, when that database cannot be used',
    async () => {
      const withPassword = UNREACHABLE_DATABASE_URL.replace('nobody@', 'nobody:url-secret@');
      const res = await admin(['create', 'bob'], '', { DATABASE_URL: withPassword, ADMIN_PASSWORD: 'bob-password' });
      expect(res.code).toBe(1);
      expect(res.output.trim()).toBe('DATABASE_URL: cannot use the PostgreSQL at 127.0.0.1:1/horizons: connect ECONNREFUSED 127.0.0.1:1');
      expect(res.output).not.toContain('url-secret');
      expectNoStack(res.output);
    },
    SLOW,
  );

  it(
    'fails clearly when no password arrives',
    async () => {
      const res = await admin(['create', name()], '');
      expect(res.code).toBe(1);
      expect(res.output).toContain('No password on standard input.');
    },
    SLOW,
  );
});
