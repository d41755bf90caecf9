import type { EntityManager } from '@mikro-orm/postgresql';

/** Runs raw SQL (with `?` parameters) in `em`'s transaction, or alone outside one; the rows it returns. */
export type SqlRunner = <R = unknown>(sql: string, params?: readonly unknown[]) => Promise<R[]>;

/** The SQL runner of `em`: inside `em.transactional(…)`, its statements join that transaction. */
export function sqlIn(em: EntityManager): SqlRunner {
  const connection = em.getConnection();
  return <R = unknown>(sql: string, params: readonly unknown[] = []) => connection.execute<R[]>(sql, [...params], 'all', em.getTransactionContext());
}
