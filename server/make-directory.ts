import fs from 'node:fs';
import path from 'node:path';

/**
 * `fs.mkdirSync(dir, { recursive: true })`, one level at a time. Node's recursive mkdir
 * never returns for a path under a pseudo file system that refuses new entries
 * (`DATA_DIR=/proc/nope` spins forever); creating each missing level on its own fails at
 * once with ENOENT, EACCES or ENOTDIR, which start-up reports.
 */
export function makeDirectory(dir: string, mode?: number): void {
  const missing: string[] = [];
  let current = path.resolve(dir);
  while (!fs.existsSync(current)) {
    missing.unshift(current);
    const parent = path.dirname(current);
    if (parent === current) break;
    current = parent;
  }
  if (missing.length === 0) fs.mkdirSync(current, { recursive: true, mode }); // exists: returns, or EEXIST for a file
  for (const level of missing) {
    try {
      fs.mkdirSync(level, { mode });
    } catch (error) {
      // Another process made it meanwhile: that is what we wanted.
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST' || !fs.statSync(level).isDirectory()) throw error;
    }
  }
}
