import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectNoStack, runScript, UNREACHABLE_DATABASE_URL } from '../support/process.js';

const USAGE = 'Usage: npm run import -- <corpus folder with episodes.json>';

let folder: string;
beforeAll(async () => {
  folder = await fs.mkdtemp(path.join(os.tmpdir(), 'horizons-import-'));
});
afterAll(() => fs.rm(folder, { recursive: true, force: true }));

// No database answers there: a case that opened one would fail with another message.
const runImport = (args: string[]) => runScript('scripts/import.ts', args, { DATABASE_URL: UNREACHABLE_DATABASE_URL, LOG_LEVEL: 'warn' });

describe('npm run import -- <folder>', () => {
  it('prints its usage for --help and exits 0', async () => {
    const res = await runImport(['--help']);
    expect(res).toEqual({ code: 0, output: `${USAGE}\n` });
  }, 60_000);

  it('refuses no folder or more than one with its usage (exit 2)', async () => {
    expect(await runImport([])).toEqual({ code: 2, output: `No folder given.\n${USAGE}\n` });
    expect(await runImport([folder, folder])).toEqual({ code: 2, output: `Give exactly one folder.\n${USAGE}\n` });
  }, 60_000);

  it('refuses a folder without episodes.json before opening the database', async () => {
    const res = await runImport([path.join(folder, 'missing')]);
    expect(res.code).toBe(1);
    expect(res.output).toContain(`No episodes.json in ${path.join(folder, 'missing')}.`);
    expectNoStack(res.output);
  }, 60_000);

  it('names DATABASE_URL, without a stack, when that database cannot be opened', async () => {
    await fs.writeFile(path.join(folder, 'episodes.json'), '[]');
    const res = await runImport([folder]);
    expect(res.code).toBe(1);
    expect(res.output.trim()).toBe('DATABASE_URL: cannot use the PostgreSQL at 127.0.0.1:1/horizons: connect ECONNREFUSED 127.0.0.1:1');
  }, 60_000);
});
