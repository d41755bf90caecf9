import type { EntityManager } from '@mikro-orm/postgresql';

/**
 * PostgreSQL advisory locks, by name, across every app process on the database: mostly
 * transaction-scoped (taken inside a transaction, held until it commits or rolls back), and
 * a session-level one for work that lasts minutes (`withSessionLock`).
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

/** `work` in a transaction of its own that first takes the named lock (held to its end). */
export function inLockedTransaction<T>(em: EntityManager, name: string, work: (em: EntityManager) => Promise<T>): Promise<T> {
  return em.transactional(async (tx) => {
    await lockInTransaction(tx, name);
    return work(tx);
  });
}

/** The raw pg client of a connection checked out of the pool (knex's). */
interface RawConnection {
  query(sql: string, params: unknown[]): Promise<{ rows: Record<string, unknown>[] }>;
  end(): Promise<void>;
}

/** The part of knex's client (the pool of MikroORM's connection) that checks connections out and in. */
interface ConnectionPool {
  acquireConnection(): Promise<RawConnection>;
  releaseConnection(connection: RawConnection): Promise<void>;
}

/** How often a process waiting for a session-level lock asks for it again. */
const SESSION_LOCK_POLL_MS = 200;

/**
 * Runs `work` while this process holds the named session-level advisory lock, or throws
 * `busy()` at once when another session holds it. For work that lasts minutes: the lock
 * lives on a connection checked out of the pool for the duration, outside any transaction
 * (a transaction left idle that long is ended by the database,
 * idle_in_transaction_session_timeout in db/mikro-orm.config.ts). Should the process die,
 * the lock goes with its connection.
 */
export function withSessionLock<T>(em: EntityManager, name: string, work: () => Promise<T>, busy: () => Error): Promise<T> {
  return holdingSessionLock(em, name, work, async (tryLock) => {
    if (!(await tryLock())) throw busy();
  });
}

/**
 * As withSessionLock, but waits while another session holds the lock (asking again every
 * SESSION_LOCK_POLL_MS, so no statement timeout cuts the wait short however long the holder
 * works); `waiting` is called once if it has to wait.
 */
export function withSessionLockWhenFree<T>(em: EntityManager, name: string, work: () => Promise<T>, waiting?: () => void): Promise<T> {
  return holdingSessionLock(em, name, work, async (tryLock) => {
    for (let first = true; !(await tryLock()); first = false) {
      if (first) waiting?.();
      await new Promise((resolve) => setTimeout(resolve, SESSION_LOCK_POLL_MS));
    }
  });
}

async function holdingSessionLock<T>(
  em: EntityManager,
  name: string,
  work: () => Promise<T>,
  acquire: (tryLock: () => Promise<boolean>) => Promise<void>,
): Promise<T> {
  const pool = em.getConnection().getKnex().client as ConnectionPool;
  const connection = await pool.acquireConnection();
  let locked = false;
  try {
    await acquire(async () => {
      const { rows } = await connection.query('select pg_try_advisory_lock(hashtext($1)) as locked', [name]);
      locked = rows[0]?.locked === true;
      return locked;
    });
    return await work();
  } finally {
    if (locked) {
      // A connection that cannot say it unlocked is closed, which unlocks, rather than pooled still holding the lock.
      await connection.query('select pg_advisory_unlock(hashtext($1))', [name]).catch(() => connection.end().catch(() => undefined));
    }
    await pool.releaseConnection(connection);
  }
}
