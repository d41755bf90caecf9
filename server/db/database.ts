import { MikroORM } from '@mikro-orm/postgresql';
import type { Config } from '../config.js';
import type { Logger } from '../logger.js';
import { runningEmbeddedUrl, startEmbeddedPostgres, type EmbeddedPostgres } from './embedded-postgres.js';
import { withSessionLockWhenFree } from './locks.js';
import { createOrmConfig } from './mikro-orm.config.js';

export interface Database {
  orm: MikroORM;
  /** Set when we started our own PostgreSQL. */
  embedded?: EmbeddedPostgres;
  close(): Promise<void>;
}

const EMBEDDED_DATABASE = 'horizons';

export interface OpenOptions {
  /**
   * For command-line tools: when an app process already runs the embedded PostgreSQL
   * of `DATA_DIR`, use that server (and leave it running) instead of refusing.
   */
  shareRunning?: boolean;
}

/**
 * Connects to `DATABASE_URL`, or starts the embedded PostgreSQL under `DATA_DIR`,
 * and brings the schema up to date.
 */
export async function openDatabase(config: Pick<Config, 'databaseUrl' | 'dataDir'>, log: Logger, options: OpenOptions = {}): Promise<Database> {
  const shared = !config.databaseUrl && options.shareRunning ? runningEmbeddedUrl(config.dataDir, EMBEDDED_DATABASE) : undefined;
  if (shared) log.info('using the embedded PostgreSQL of the running app');
  const embedded = config.databaseUrl || shared ? undefined : await startEmbeddedPostgres({ dataDir: config.dataDir, database: EMBEDDED_DATABASE, log });
  try {
    const orm = await MikroORM.init(createOrmConfig(config.databaseUrl ?? shared ?? embedded!.url, log));
    await migrate(orm, log);
    return {
      orm,
      embedded,
      async close() {
        await orm.close(true);
        await embedded?.stop();
      },
    };
  } catch (error) {
    await embedded?.stop();
    throw error;
  }
}

/** Taken while migrations are looked up and applied: one process migrates a database at a time. */
const MIGRATIONS_LOCK = 'database-migrations';

/**
 * Applies pending migrations. App processes started together on a fresh database (or after
 * an upgrade) take turns: the first applies them, the others wait, then find none pending,
 * instead of running the same migration at once and failing to start.
 */
export async function migrate(orm: MikroORM, log: Logger): Promise<void> {
  await withSessionLockWhenFree(
    orm.em,
    MIGRATIONS_LOCK,
    async () => {
      const migrator = orm.getMigrator();
      const pending = await migrator.getPendingMigrations();
      if (pending.length === 0) return;
      log.info({ migrations: pending.map((m) => m.name) }, 'applying database migrations');
      await migrator.up();
    },
    () => log.info('waiting for another process to finish the database migrations'),
  );
}
