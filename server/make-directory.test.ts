import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { makeDirectory } from './make-directory.js';

let root: string;
beforeEach(() => {
  root = fs.mkdtempSync(path.join(os.tmpdir(), 'horizons-mkdir-'));
});
afterEach(() => fs.rmSync(root, { recursive: true, force: true }));

describe('makeDirectory', () => {
  it('creates every missing level, with the mode asked for', () => {
    const dir = path.join(root, 'a', 'b', 'c');
    makeDirectory(dir, 0o700);
    expect(fs.statSync(dir).isDirectory()).toBe(true);
    expect(fs.statSync(path.join(root, 'a')).mode & 0o777).toBe(0o700);
    makeDirectory(dir); // already there: nothing to do
  });

  it('fails at once where a level cannot be made', () => {
    const file = path.join(root, 'file');
    fs.writeFileSync(file, '');
    expect(() => makeDirectory(path.join(file, 'data'))).toThrow(/ENOTDIR/);
    expect(() => makeDirectory(file)).toThrow(/EEXIST/);
  });

  it("fails at once under a file system that refuses new entries (Node's recursive mkdir never returns there)", () => {
    // In a child process, so that a hang fails this test at its time limit instead of stalling the run.
    const script = `import { makeDirectory } from ${JSON.stringify(path.join(import.meta.dirname, 'make-directory.ts'))}; makeDirectory('/proc/nope/data');`;
    const child = spawnSync(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', script], { encoding: 'utf8', timeout: 10_000 });
    expect(child.signal).toBeNull();
    expect(child.stderr).toMatch(/ENOENT: no such file or directory, mkdir '\/proc\/nope'/);
  }, 15_000);
});
