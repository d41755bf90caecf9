import { randomBytes } from 'node:crypto';
import os from 'node:os';
import { MikroORM } from '@mikro-orm/postgresql';
import pg from 'pg';
import { inject } from 'vitest';
import { createApp } from '../../server/app.js';
import { loadConfig, type Config } from '../../server/config.js';
import { createOrmConfig } from '../../server/db/mikro-orm.config.js';
import { createLogger } from '../../server/logger.js';
import { createServices, type Services } from '../../server/services.js';
import { templateDatabase, withDatabase } from './global-setup.js';
import type { Express } from 'express';

export interface TestApp {
  app: Express;
  orm: MikroORM;
  services: Services;
  config: Config;
  /** Connection string of this test file's own database. */
  databaseUrl: string;
  close(): Promise<void>;
}

/** A fresh database copied from the migrated template (`empty`: with no tables, not migrated); dropped by `drop()`. */
export async function createTestDatabase(options: { empty?: boolean } = {}): Promise<{ url: string; drop(): Promise<void> }> {
  const serverUrl = inject('databaseServerUrl');
  const prefix = inject('testDatabasePrefix');
  const name = `${prefix}${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    await admin.query(options.empty ? `create database ${name}` : `create database ${name} template ${templateDatabase(prefix)}`);
  } finally {
    await admin.end();
  }
  return {
    url: withDatabase(serverUrl, name),
    async drop() {
      const client = new pg.Client({ connectionString: serverUrl });
      await client.connect();
      await client.query(`drop database if exists ${name} with (force)`).finally(() => client.end());
    },
  };
}

/** The environment a test app starts from; `env` adds or overrides variables. */
export function testConfig(databaseUrl: string, env: Record<string, string> = {}): Config {
  return loadConfig({
    NODE_ENV: 'test',
    DATABASE_URL: databaseUrl,
    DATA_DIR: os.tmpdir(),
    SESSION_SECRET: 'test-secret-test-secret-test-secret-0123',
    LOG_LEVEL: process.env.LOG_LEVEL ?? 'silent',
    SEED_DEMO: 'false',
    ...env,
  });
}

export interface TestAppOptions {
  /** The built web client the app serves (default dist/client). */
  clientDir?: string;
}

/** The real app (REST and GraphQL) on its own database. */
export async function createTestApp(env: Record<string, string> = {}, options: TestAppOptions = {}): Promise<TestApp> {
  const database = await createTestDatabase();
  const config = testConfig(database.url, env);
  const log = createLogger(config.logLevel);
  const orm = await MikroORM.init(createOrmConfig(database.url, log));
  const services = createServices({ em: orm.em, config, log });
  const built = await createApp({ config, orm, services, log, sessionSecret: config.session.secret!, clientDir: options.clientDir });
  return {
    app: built.app,
    orm,
    services,
    config,
    databaseUrl: database.url,
    async close() {
      // A model still training would find its database gone.
      await services.search.settled();
      await built.stop();
      await orm.close(true);
      await database.drop();
    },
  };
}
