import { spawn, type ChildProcessWithoutNullStreams } from 'node:child_process';
import fs from 'node:fs';
import { expect } from 'vitest';

/** A child process of a repository script (run with tsx), with its output collected. */
export interface Spawned {
  child: ChildProcessWithoutNullStreams;
  /** Everything written to stdout and stderr so far. */
  output(): string;
  /** Resolves with the exit code (or the signal name). */
  exited: Promise<number | string>;
}

/** The variables a child starts from: this process's, without those the test environment sets for itself. */
function baseEnv(): NodeJS.ProcessEnv {
  const env = { ...process.env };
  for (const name of [
    'DATABASE_URL',
    'DATA_DIR',
    'PORT',
    'ADMIN_USERNAME',
    'ADMIN_PASSWORD',
    'SESSION_SECRET',
    'VITEST',
    'VITEST_POOL_ID',
    'VITEST_WORKER_ID',
  ]) {
    delete env[name];
  }
  return env;
}

export function spawnScript(script: string, args: string[], env: Record<string, string>): Spawned {
  const child = spawn(process.execPath, ['--import', 'tsx', script, ...args], {
    cwd: process.cwd(),
    env: { ...baseEnv(), ...env },
    stdio: 'pipe',
  });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<number | string>((resolve) => child.once('exit', (code, signal) => resolve(code ?? signal ?? -1)));
  return { child, output: () => output, exited };
}

/** Runs a repository script to its end: its exit code (or signal) and everything it wrote. */
export async function runScript(script: string, args: string[], env: Record<string, string>): Promise<{ code: number | string; output: string }> {
  const run = spawnScript(script, args, env);
  const code = await run.exited;
  return { code, output: run.output() };
}

/** An address no PostgreSQL answers at: a command that opened it fails with a message naming DATABASE_URL. */
export const UNREACHABLE_DATABASE_URL = 'postgresql://nobody@127.0.0.1:1/horizons';

/** Asserts that a command's output holds no stack trace (a line "    at …"). */
export const expectNoStack = (output: string) => expect(output).not.toMatch(/\n\s+at /);

/** JSON log lines (pino) in `output`; other lines are skipped. */
export function logLines(output: string): Record<string, unknown>[] {
  return output
    .split('\n')
    .filter((line) => line.startsWith('{'))
    .flatMap((line) => {
      try {
        return [JSON.parse(line) as Record<string, unknown>];
      } catch {
        return [];
      }
    });
}

/** Waits for a log line matching `predicate`; fails with the output if the process exits or time runs out. */
export async function waitForLog(spawned: Spawned, predicate: (line: Record<string, unknown>) => boolean, timeoutMs = 60_000) {
  let exited = false;
  void spawned.exited.then(() => (exited = true));
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const found = logLines(spawned.output()).find(predicate);
    if (found) return found;
    if (exited || Date.now() > deadline) {
      throw new Error(`${exited ? 'The process exited' : 'Timed out'} before the expected log line:\n${spawned.output()}`);
    }
    await new Promise((r) => setTimeout(r, 100));
  }
}

/** Process ids whose command line contains `text` (Linux /proc). */
export function processesMentioning(text: string): number[] {
  const pids: number[] = [];
  for (const entry of fs.readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const cmdline = fs.readFileSync(`/proc/${entry}/cmdline`, 'utf8').replace(/\0/g, ' ');
      if (cmdline.includes(text)) pids.push(Number(entry));
    } catch {
      // The process ended while we looked.
    }
  }
  return pids;
}
