import { defineConfig, type Options } from '@mikro-orm/postgresql';
import { Migrator } from '@mikro-orm/migrations';
import type { Logger } from '../logger.js';
import { entities } from './entities.js';
import { migrationsList } from './migrations/index.js';

export const MIGRATIONS_PATH = 'server/db/migrations';

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
    pool: { min: 0, max: 10 },
    debug: false,
    logger: (message) => ormLog?.debug(message),
    forceUtcTimezone: true,
    ignoreUndefinedInQuery: true,
    // One EntityManager per request (RequestContext); never the global one.
    allowGlobalContext: false,
  });
}
