import type { EntityManager } from '@mikro-orm/postgresql';

/**
 * Transaction-scoped PostgreSQL advisory locks, by name: taken inside a transaction, held
 * until it commits or rolls back, across every app process on the database.
 *
 * `EPISODES_AND_INDEX` orders the search index's writes (an episode indexed, removed, the
 * whole index rebuilt) and episode deletions (the index refers to episodes): a rebuild reads
 * the episodes it writes under the lock, so an episode deleted meanwhile waits for it rather
 * than leaving the rebuild to refer to a row that is gone.
 */
export const EPISODES_AND_INDEX = 'episodes-and-search-index';

/** Takes the named lock in `em`'s transaction (waits while another transaction holds it). */
export async function lockInTransaction(em: EntityManager, name: string): Promise<void> {
  await em.getConnection().execute('select pg_advisory_xact_lock(hashtext(?))', [name], 'all', em.getTransactionContext());
}
