import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { MikroORM } from '@mikro-orm/postgresql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrate } from '../../server/db/database.js';
import { createOrmConfig } from '../../server/db/mikro-orm.config.js';
import { createLogger } from '../../server/logger.js';
import { createTestDatabase } from '../support/app.js';

/**
 * The entities and the migrations describe the same schema: on a database the migrations
 * built, `npm run db:migration:create` (scripts/db.ts) finds nothing to write. A change to
 * an entity without its migration, or a migration without its entity change (a table, a
 * column, an index, a foreign key's rules), fails here with the statements it would write.
 */
let database: Awaited<ReturnType<typeof createTestDatabase>>;
let orm: MikroORM;
let folder: string;

beforeAll(async () => {
  // Empty rather than the template, so this file migrates the database itself, as a new install does.
  database = await createTestDatabase({ empty: true });
  const log = createLogger('silent');
  orm = await MikroORM.init(createOrmConfig(database.url, log));
  await migrate(orm, log);
  folder = await fs.mkdtemp(path.join(os.tmpdir(), 'horizons-drift-'));
});
afterAll(async () => {
  await orm?.close(true);
  await database?.drop();
  if (folder) await fs.rm(folder, { recursive: true, force: true });
});

describe('the migrations and the entities', () => {
  it('agree: creating a migration on a freshly migrated database writes none', async () => {
    // What db:migration:create calls, into a folder of its own so nothing lands in server/db/migrations.
    const result = await orm.getMigrator().createMigration(folder, false, false, 'drift');
    expect(result.diff.up).toEqual([]);
    expect(result.diff.down).toEqual([]);
    expect(result.fileName).toBe('');
    expect(await fs.readdir(folder)).toEqual([]);
  });
});
