import fs from 'node:fs';
import path from 'node:path';

/**
 * Process figures for the benchmark, read from Linux's /proc (null elsewhere): the
 * server's resident memory, and the memory of the embedded PostgreSQL (the postmaster
 * named in the data folder's owner.json and its child processes).
 */

export interface Memory {
  /** Resident set size now, and its peak, in bytes. */
  rss: number | null;
  peak: number | null;
}

function statusField(pid: number, field: string): number | null {
  try {
    const line = fs
      .readFileSync(`/proc/${pid}/status`, 'utf8')
      .split('\n')
      .find((l) => l.startsWith(`${field}:`));
    return line ? Number(line.split(/\s+/)[1]) * 1024 : null;
  } catch {
    return null;
  }
}

export const memoryOf = (pid: number): Memory => ({ rss: statusField(pid, 'VmRSS'), peak: statusField(pid, 'VmHWM') });

/** Proportional set size: shared pages divided among the processes that map them. */
function pss(pid: number): number | null {
  try {
    const line = fs
      .readFileSync(`/proc/${pid}/smaps_rollup`, 'utf8')
      .split('\n')
      .find((l) => l.startsWith('Pss:'));
    return line ? Number(line.split(/\s+/)[1]) * 1024 : null;
  } catch {
    return null;
  }
}

function children(parent: number): number[] {
  const pids: number[] = [];
  let entries: string[];
  try {
    entries = fs.readdirSync('/proc').filter((e) => /^\d+$/.test(e));
  } catch {
    return pids;
  }
  for (const entry of entries) {
    try {
      // The command may hold spaces and brackets: the parent pid follows the last ")".
      const stat = fs.readFileSync(`/proc/${entry}/stat`, 'utf8');
      if (Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]) === parent) pids.push(Number(entry));
    } catch {
      // gone meanwhile
    }
  }
  return pids;
}

const sum = (values: (number | null)[]) => (values.some((v) => v === null) ? null : values.reduce<number>((a, b) => a + b!, 0));

/** Memory of the PostgreSQL server an app process started in `dataDir` (see server/db/embedded-postgres.ts). */
export function postgresMemory(dataDir: string): { pss: number | null; rss: number | null; processes: number } {
  let postmaster: number | undefined;
  try {
    postmaster = (JSON.parse(fs.readFileSync(path.join(dataDir, 'owner.json'), 'utf8')) as { postmaster?: number }).postmaster;
  } catch {
    // no embedded server
  }
  if (!postmaster) return { pss: null, rss: null, processes: 0 };
  const pids = [postmaster, ...children(postmaster)];
  return { pss: sum(pids.map(pss)), rss: sum(pids.map((p) => memoryOf(p).rss)), processes: pids.length };
}
