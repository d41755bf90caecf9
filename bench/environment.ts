import fs from 'node:fs';
import path from 'node:path';
import type { MikroORM } from '@mikro-orm/postgresql';
import { loadConfig } from '../server/config.js';
import { openDatabase, type Database } from '../server/db/database.js';
import { createLogger, type Logger } from '../server/logger.js';
import { createServices, type Services } from '../server/services.js';

/**
 * A throwaway environment for the evaluation and the benchmark: a fresh embedded
 * PostgreSQL in a temporary DATA_DIR under .data/, question limits lifted, no demo
 * content, and the adapters the environment configures (Cohere/Typesense when their
 * variables are set, else the embedded defaults).
 */
export interface BenchEnvironment {
  services: Services;
  orm: MikroORM;
  log: Logger;
  close(): Promise<void>;
}

export async function createBenchEnvironment(name: string): Promise<BenchEnvironment> {
  fs.mkdirSync(path.resolve('.data'), { recursive: true });
  const dataDir = fs.mkdtempSync(path.resolve('.data', `${name}-`));
  const config = loadConfig({
    ...process.env,
    DATA_DIR: dataDir,
    DATABASE_URL: '',
    SEED_DEMO: 'false',
    RATE_LIMIT_PER_IP_DAILY: '1000000000',
    RATE_LIMIT_GLOBAL_DAILY: '1000000000',
    LOG_LEVEL: process.env.LOG_LEVEL ?? 'warn',
  });
  const log = createLogger(config.logLevel);
  let db: Database | undefined;
  try {
    db = await openDatabase(config, log);
  } catch (error) {
    fs.rmSync(dataDir, { recursive: true, force: true });
    throw error;
  }
  const opened = db;
  return {
    services: createServices({ em: opened.orm.em, config, log }),
    orm: opened.orm,
    log,
    async close() {
      await opened.close();
      // The cluster may live outside DATA_DIR (temp-folder fallback when running as root).
      if (opened.embedded) fs.rmSync(opened.embedded.clusterDir, { recursive: true, force: true });
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** The value at quantile `q` (0..1) of `values`, nearest rank. */
export function percentile(values: number[], q: number): number {
  if (values.length === 0) return Number.NaN;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(q * sorted.length) - 1))]!;
}

/** "--name value" command-line options. */
export function option(name: string, fallback?: string): string | undefined {
  const at = process.argv.indexOf(`--${name}`);
  return at !== -1 && process.argv[at + 1] ? process.argv[at + 1] : fallback;
}
