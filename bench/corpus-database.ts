import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { MikroORM, type EntityManager } from '@mikro-orm/postgresql';
import pg from 'pg';
import { pino } from 'pino';
import { importCorpus, readCorpusList } from '../scripts/corpus-import.js';
import { loadConfig, type Config } from '../server/config.js';
import { migrate } from '../server/db/database.js';
import { startEmbeddedPostgres, type EmbeddedPostgres } from '../server/db/embedded-postgres.js';
import { createOrmConfig } from '../server/db/mikro-orm.config.js';
import { createLogger, type Logger } from '../server/logger.js';
import { createServices, type Services } from '../server/services.js';

/**
 * A database holding a corpus, imported through the episodes service (as `npm run import`
 * does), for the evaluation and answer-samples, on the embedded PostgreSQL.
 *
 * Importing is slow (288 episodes: minutes), so the imported database is kept under
 * `.data/eval-cache/<corpus hash>-<code hash>/` and each run answers in a copy of it
 * (`CREATE DATABASE … TEMPLATE`, a file copy inside PostgreSQL), dropped afterwards: every
 * run starts from the database as the import left it, with no saved answers. The corpus
 * hash covers episodes.json and every transcript file; the code hash covers every source
 * file under server/, common/ and scripts/ (tests excepted) and package-lock.json, as they
 * are on disk. A change to either means a new import; older imports of the same corpus
 * folder are deleted. `fresh` imports into a throwaway folder instead, and so does a
 * configuration that indexes outside PostgreSQL (TYPESENSE_URL), whose index a copy of
 * the database would not hold.
 */

export interface CorpusDatabase {
  services: Services;
  em: EntityManager;
  config: Config;
  log: Logger;
  episodes: number;
  /** Whether the import was reused, and how long it took when it was made. */
  imported: { reused: boolean; seconds: number };
  close(): Promise<void>;
}

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const CACHE_ROOT = path.join(ROOT, '.data', 'eval-cache');
const TEMPLATE_DATABASE = 'corpus';
const READY_FILE = 'imported.json';
const CLUSTER_FILE = 'cluster-dir';
const CODE_FOLDERS = ['server', 'common', 'scripts'];

/** Logs go to stderr, so that `--json` output stays clean. */
export const benchLogger = () => createLogger(process.env.LOG_LEVEL ?? 'warn', pino.destination(2));

/** The configuration of a bench run: no demo content, question limits lifted. */
export function benchConfig(dataDir: string): Config {
  return loadConfig({
    ...process.env,
    DATA_DIR: dataDir,
    DATABASE_URL: '',
    SEED_DEMO: 'false',
    RATE_LIMIT_PER_IP_DAILY: '1000000000',
    RATE_LIMIT_GLOBAL_DAILY: '1000000000',
  });
}

const hash = () => createHash('sha256');

async function corpusHash(folder: string): Promise<string> {
  const h = hash().update(fs.readFileSync(path.join(folder, 'episodes.json')));
  for (const entry of await readCorpusList(folder)) h.update(entry.file).update(fs.readFileSync(path.join(folder, entry.file)));
  return h.digest('hex').slice(0, 12);
}

function codeHash(): string {
  const h = hash().update(fs.readFileSync(path.join(ROOT, 'package-lock.json')));
  for (const name of CODE_FOLDERS) {
    const folder = path.join(ROOT, name);
    const files = (fs.readdirSync(folder, { recursive: true }) as string[])
      .filter((f) => !f.endsWith('.test.ts') && fs.statSync(path.join(folder, f)).isFile())
      .sort();
    for (const file of files) h.update(path.join(name, file)).update(fs.readFileSync(path.join(folder, file)));
  }
  return h.digest('hex').slice(0, 12);
}

const adminUrl = (url: string) => {
  const u = new URL(url);
  u.pathname = '/postgres';
  return u.toString();
};

async function admin<T>(embedded: EmbeddedPostgres, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: adminUrl(embedded.url) });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

const urlOf = (embedded: EmbeddedPostgres, database: string) => {
  const u = new URL(embedded.url);
  u.pathname = `/${database}`;
  return u.toString();
};

function removeFolder(dataDir: string): void {
  const cluster = path.join(dataDir, CLUSTER_FILE);
  if (fs.existsSync(cluster)) fs.rmSync(fs.readFileSync(cluster, 'utf8').trim(), { recursive: true, force: true });
  fs.rmSync(dataDir, { recursive: true, force: true });
}

async function openOrm(url: string, log: Logger): Promise<MikroORM> {
  const orm = await MikroORM.init(createOrmConfig(url, log));
  await migrate(orm, log);
  return orm;
}

/** Imports the corpus into `database` through the services; returns the episode count and seconds. */
async function importInto(embedded: EmbeddedPostgres, database: string, corpus: string, config: Config, log: Logger) {
  const orm = await openOrm(urlOf(embedded, database), log);
  try {
    const started = performance.now();
    const services = createServices({ em: orm.em, config, log });
    const result = await importCorpus(services, orm.em, corpus, log);
    return { episodes: result.created + result.updated + result.unchanged, seconds: (performance.now() - started) / 1000 };
  } finally {
    await orm.close(true);
  }
}

export async function openCorpusDatabase(corpus: string, options: { fresh?: boolean; log?: Logger } = {}): Promise<CorpusDatabase> {
  const log = options.log ?? benchLogger();
  const reuse = !options.fresh && !process.env.TYPESENSE_URL;
  const corpusKey = await corpusHash(corpus);
  const dataDir = reuse ? path.join(CACHE_ROOT, `${corpusKey}-${codeHash()}`) : path.join(CACHE_ROOT, `fresh-${process.pid}-${Date.now()}`);
  // Readable by the postgres user the embedded server runs as when we are root.
  fs.mkdirSync(dataDir, { recursive: true, mode: 0o755 });
  fs.chmodSync(CACHE_ROOT, 0o755);
  fs.chmodSync(dataDir, 0o755);
  if (reuse) {
    for (const other of fs.readdirSync(CACHE_ROOT)) {
      if (other.startsWith(`${corpusKey}-`) && path.join(CACHE_ROOT, other) !== dataDir) removeFolder(path.join(CACHE_ROOT, other));
    }
  }
  const config = benchConfig(dataDir);
  const embedded = await startEmbeddedPostgres({ dataDir, database: TEMPLATE_DATABASE, log }).catch((error: unknown) => {
    if (reuse && error instanceof Error && /in use by another app process/.test(error.message))
      throw new Error(`Another run is using the saved import of ${corpus} (${dataDir}): wait for it to finish, or pass --fresh.`, { cause: error });
    throw error;
  });
  fs.writeFileSync(path.join(dataDir, CLUSTER_FILE), embedded.clusterDir);
  const runDatabase = `run_${process.pid}_${Date.now()}`;
  let orm: MikroORM | undefined;
  try {
    const readyFile = path.join(dataDir, READY_FILE);
    let imported: { episodes: number; seconds: number };
    let reused = false;
    if (reuse && fs.existsSync(readyFile)) {
      imported = JSON.parse(fs.readFileSync(readyFile, 'utf8')) as { episodes: number; seconds: number };
      reused = true;
    } else {
      // An import that did not finish (interrupted run) starts again.
      await admin(embedded, async (c) => {
        await c.query(`drop database if exists ${TEMPLATE_DATABASE}`);
        await c.query(`create database ${TEMPLATE_DATABASE}`);
      });
      imported = await importInto(embedded, TEMPLATE_DATABASE, corpus, config, log);
      if (reuse) fs.writeFileSync(readyFile, JSON.stringify(imported));
    }
    await admin(embedded, async (c) => {
      const { rows } = await c.query<{ datname: string }>(`select datname from pg_database where datname like 'run\\_%'`);
      for (const { datname } of rows) await c.query(`drop database if exists ${c.escapeIdentifier(datname)}`);
      await c.query(`create database ${runDatabase} template ${TEMPLATE_DATABASE}`);
    });
    orm = await openOrm(urlOf(embedded, runDatabase), log);
    const opened = orm;
    return {
      services: createServices({ em: opened.em, config, log }),
      em: opened.em,
      config,
      log,
      episodes: imported.episodes,
      imported: { reused, seconds: imported.seconds },
      async close() {
        await opened.close(true);
        await admin(embedded, (c) => c.query(`drop database if exists ${runDatabase}`));
        await embedded.stop();
        if (!reuse) removeFolder(dataDir);
      },
    };
  } catch (error) {
    await orm?.close(true);
    await embedded.stop();
    if (!reuse) removeFolder(dataDir);
    throw error;
  }
}
