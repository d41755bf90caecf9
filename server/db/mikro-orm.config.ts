import { defineConfig, type Options } from '@mikro-orm/postgresql';
import { Migrator } from '@mikro-orm/migrations';
import type { Logger } from '../logger.js';
import { entities } from './entities.js';
import { migrationsList } from './migrations/index.js';

export const MIGRATIONS_PATH = 'server/db/migrations';

/**
 * No request waits for the database for ever: a connection is opened or taken from the pool
 * within these times, and a statement runs at most STATEMENT_TIMEOUT_MS. A connection that
 * breaks (the server restarted) is dropped by the pool rather than reused.
 */
export const DATABASE_TIMEOUTS = {
  connectMs: 5_000,
  acquireMs: 10_000,
  statementMs: 60_000,
  idleInTransactionMs: 60_000,
  idleConnectionMs: 30_000,
} as const;

export function createOrmConfig(clientUrl: string, log?: Logger): Options {
  const ormLog = log?.child({ module: 'orm' });
  return defineConfig({
    clientUrl,
    entities,
    extensions: [Migrator],
    migrations: {
      path: MIGRATIONS_PATH,
      pathTs: MIGRATIONS_PATH,
      // Imported, not discovered: the same list works under tsx, vitest and a bundle.
      migrationsList,
      snapshot: false,
      transactional: true,
      allOrNothing: true,
      emit: 'ts',
      fileName: (timestamp, name) => `Migration${timestamp}${name ? `_${name}` : ''}`,
    },
    pool: { min: 0, max: 10, idleTimeoutMillis: DATABASE_TIMEOUTS.idleConnectionMs },
    driverOptions: {
      acquireConnectionTimeout: DATABASE_TIMEOUTS.acquireMs,
      connection: {
        connectionTimeoutMillis: DATABASE_TIMEOUTS.connectMs,
        statement_timeout: DATABASE_TIMEOUTS.statementMs,
        idle_in_transaction_session_timeout: DATABASE_TIMEOUTS.idleInTransactionMs,
        keepAlive: true,
      },
    },
    debug: false,
    logger: (message) => ormLog?.debug(message),
    forceUtcTimezone: true,
    ignoreUndefinedInQuery: true,
    // One EntityManager per request (RequestContext); never the global one.
    allowGlobalContext: false,
  });
}
