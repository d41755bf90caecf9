import { describe, expect, it } from 'vitest';
import { expectNoStack, runScript, UNREACHABLE_DATABASE_URL } from '../support/process.js';

// No database answers there: a case that opened one would fail with another message.
const runDb = (args: string[], env: Record<string, string> = {}) =>
  runScript('scripts/db.ts', args, { DATABASE_URL: UNREACHABLE_DATABASE_URL, LOG_LEVEL: 'warn', ...env });

describe('npm run db:migrate', () => {
  it('refuses an unknown command with its usage before opening the database (exit 2)', async () => {
    const res = await runDb(['frobnicate']);
    expect(res).toEqual({ code: 2, output: 'Unknown command "frobnicate".\nUsage: npm run db:migrate, or npm run db:migration:create -- <name>\n' });
  }, 60_000);

  it('prints its usage for --help and exits 0, whatever the command', async () => {
    for (const args of [['--help'], ['create', '--help'], ['migrate', '-h']]) {
      expect(await runDb(args)).toEqual({ code: 0, output: 'Usage: npm run db:migrate, or npm run db:migration:create -- <name>\n' });
    }
  }, 60_000);

  it('names the variable to fix, in one line without a stack (exit 1)', async () => {
    const unreachable = await runDb(['migrate']);
    expect(unreachable.code).toBe(1);
    expect(unreachable.output.trim()).toBe('DATABASE_URL: cannot use the PostgreSQL at 127.0.0.1:1/horizons: connect ECONNREFUSED 127.0.0.1:1');
    const badPort = await runDb(['migrate'], { PORT: 'abc' });
    expect(badPort.code).toBe(1);
    expect(badPort.output).toContain('PORT: must be a port number');
    expectNoStack(badPort.output);
  }, 60_000);
});
