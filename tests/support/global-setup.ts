import { createHash, randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { MikroORM } from '@mikro-orm/postgresql';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { migrate } from '../../server/db/database.js';
import { startEmbeddedPostgres, type EmbeddedPostgres } from '../../server/db/embedded-postgres.js';
import { createOrmConfig } from '../../server/db/mikro-orm.config.js';
import { createLogger } from '../../server/logger.js';

declare module 'vitest' {
  export interface ProvidedContext {
    /** Server connection string (any database); test files clone the run's template from it. */
    databaseServerUrl: string;
    /** This run's database names start with it: `<prefix>template`, `<prefix><file's id>`. */
    testDatabasePrefix: string;
  }
}

/**
 * Starts the test PostgreSQL once per run: the embedded one under .data/test, or the
 * server at TEST_DATABASE_URL. Builds a migrated template database that each test file
 * copies, so files run in parallel on their own data. Every database of the run is named
 * with the run's own prefix, and only those are dropped at the end: other runs against the
 * same server keep theirs. The prefix names this machine and the run's process, so a run
 * also drops what killed runs of this machine left on the server.
 */
export default async function setup(project: TestProject) {
  const log = createLogger(process.env.LOG_LEVEL ?? 'warn');
  let embedded: EmbeddedPostgres | undefined;
  let serverUrl = process.env.TEST_DATABASE_URL;
  // Each run has its own cluster, so two runs in one checkout do not collide.
  const runDir = path.resolve('.data/test', `run-${process.pid}`);
  if (!serverUrl) {
    removeAbandonedRuns(path.dirname(runDir));
    embedded = await startEmbeddedPostgres({ dataDir: runDir, database: 'postgres', log });
    serverUrl = embedded.url;
  }
  const prefix = `${RUN_PREFIX}${HOST_TAG}_${process.pid}_${randomBytes(4).toString('hex')}_`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    await dropAbandonedRunDatabases(admin);
    await admin.query(`create database ${templateDatabase(prefix)}`);
  } finally {
    await admin.end();
  }
  const orm = await MikroORM.init(createOrmConfig(withDatabase(serverUrl, templateDatabase(prefix)), log));
  await migrate(orm, log);
  await orm.close(true);

  project.provide('databaseServerUrl', serverUrl);
  project.provide('testDatabasePrefix', prefix);
  return async () => {
    const client = new pg.Client({ connectionString: serverUrl });
    await client.connect();
    await dropRunDatabases(client, prefix).finally(() => client.end());
    if (embedded) {
      await embedded.stop();
      fs.rmSync(runDir, { recursive: true, force: true });
    }
  };
}

/** Clusters of earlier runs whose process is gone (killed runs leave them behind). */
function removeAbandonedRuns(parent: string): void {
  if (!fs.existsSync(parent)) return;
  for (const entry of fs.readdirSync(parent)) {
    const pid = Number(/^run-(\d+)$/.exec(entry)?.[1]);
    if (!pid || isAlive(pid)) continue;
    fs.rmSync(path.join(parent, entry), { recursive: true, force: true });
  }
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

const RUN_PREFIX = 'horizons_test_';
/** This machine, in database names: runs on other machines sharing the server are never touched. */
const HOST_TAG = createHash('sha256').update(os.hostname()).digest('hex').slice(0, 6);

/** Databases of this machine's earlier runs whose process is gone (a killed run cannot drop them). */
async function dropAbandonedRunDatabases(client: pg.Client): Promise<void> {
  const ours = `${RUN_PREFIX}${HOST_TAG}_`;
  const { rows } = await client.query<{ datname: string }>('select datname from pg_database where starts_with(datname, $1)', [ours]);
  for (const { datname } of rows) {
    const pid = Number(/^(\d+)_/.exec(datname.slice(ours.length))?.[1]);
    if (!pid || isAlive(pid)) continue;
    await client.query(`drop database if exists ${client.escapeIdentifier(datname)} with (force)`);
  }
}

/** The migrated database a run's test files copy. */
export const templateDatabase = (prefix: string) => `${prefix}template`;

export function withDatabase(url: string, database: string): string {
  const parsed = new URL(url);
  parsed.pathname = `/${database}`;
  return parsed.toString();
}

/** Drops the databases of this run (the template and any a test file left). */
async function dropRunDatabases(client: pg.Client, prefix: string): Promise<void> {
  const { rows } = await client.query<{ datname: string }>('select datname from pg_database where starts_with(datname, $1)', [prefix]);
  for (const { datname } of rows) await client.query(`drop database if exists ${client.escapeIdentifier(datname)} with (force)`);
}
