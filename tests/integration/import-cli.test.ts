import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { spawnScript } from '../support/process.js';

/** No database answers here: a case that opened one would fail with another message. */
const UNREACHABLE = 'postgresql://nobody@127.0.0.1:1/horizons';
const USAGE = 'Usage: npm run import -- <corpus folder with episodes.json>';

let folder: string;
beforeAll(async () => {
  folder = await fs.mkdtemp(path.join(os.tmpdir(), 'horizons-import-'));
});
afterAll(() => fs.rm(folder, { recursive: true, force: true }));

async function runImport(args: string[]) {
  const run = spawnScript('scripts/import.ts', args, { DATABASE_URL: UNREACHABLE, LOG_LEVEL: 'warn' });
  const code = await run.exited;
  return { code, output: run.output() };
}

const noStack = (output: string) => expect(output).not.toMatch(/\n\s+at /);

describe('npm run import -- <folder>', () => {
  it('prints its usage for --help and exits 0', async () => {
    const res = await runImport(['--help']);
    expect(res).toEqual({ code: 0, output: `${USAGE}\n` });
  }, 60_000);

  it('refuses a folder without episodes.json before opening the database', async () => {
    const res = await runImport([path.join(folder, 'missing')]);
    expect(res.code).toBe(1);
    expect(res.output).toContain(`No episodes.json in ${path.join(folder, 'missing')}.`);
    noStack(res.output);
  }, 60_000);

  it('names DATABASE_URL, without a stack, when that database cannot be opened', async () => {
    await fs.writeFile(path.join(folder, 'episodes.json'), '[]');
    const res = await runImport([folder]);
    expect(res.code).toBe(1);
    expect(res.output.trim()).toBe('DATABASE_URL: cannot use the PostgreSQL at 127.0.0.1:1/horizons: connect ECONNREFUSED 127.0.0.1:1');
  }, 60_000);
});
