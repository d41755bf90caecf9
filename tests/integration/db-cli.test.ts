import { describe, expect, it } from 'vitest';
import { spawnScript } from '../support/process.js';

/** No database answers here: a case that opened one would fail with another message. */
const UNREACHABLE = 'postgresql://nobody@127.0.0.1:1/horizons';

async function runDb(args: string[], env: Record<string, string> = {}) {
  const run = spawnScript('scripts/db.ts', args, { DATABASE_URL: UNREACHABLE, LOG_LEVEL: 'warn', ...env });
  const code = await run.exited;
  return { code, output: run.output() };
}

const noStack = (output: string) => expect(output).not.toMatch(/\n\s+at /);

describe('npm run db:migrate', () => {
  it('refuses an unknown command with its usage before opening the database (exit 2)', async () => {
    const res = await runDb(['frobnicate']);
    expect(res).toEqual({ code: 2, output: 'Unknown command "frobnicate".\nUsage: npm run db:migrate, or npm run db:migration:create -- <name>\n' });
  }, 60_000);

  it('names the variable to fix, in one line without a stack (exit 1)', async () => {
    const unreachable = await runDb(['migrate']);
    expect(unreachable.code).toBe(1);
    expect(unreachable.output.trim()).toBe('DATABASE_URL: cannot use the PostgreSQL at 127.0.0.1:1/horizons: connect ECONNREFUSED 127.0.0.1:1');
    const badPort = await runDb(['migrate'], { PORT: 'abc' });
    expect(badPort.code).toBe(1);
    expect(badPort.output).toContain('PORT: must be a port number');
    noStack(badPort.output);
  }, 60_000);
});
