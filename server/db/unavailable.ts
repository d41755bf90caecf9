import { ConnectionException } from '@mikro-orm/core';

/**
 * Whether an error means "the database cannot be reached right now" (server down,
 * restarting, refusing connections, no free connection in time) rather than a fault in a
 * query. Such requests answer 503 DATABASE_UNAVAILABLE, and work again once the server is back.
 */

/** Socket errors from the driver (node-postgres). */
const NETWORK_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'EPIPE', 'ETIMEDOUT', 'EHOSTUNREACH', 'ENETUNREACH', 'ENOTFOUND', 'EAI_AGAIN']);

/**
 * PostgreSQL SQLSTATEs: class 08 (connection exception), 57P01-57P03 (shutting down, crashed,
 * starting up), 53300 (too many connections).
 */
const isUnavailableSqlState = (code: string) => code.startsWith('08') || code === '57P01' || code === '57P02' || code === '57P03' || code === '53300';

/** Messages of node-postgres and knex that carry no code. */
const MESSAGES = [
  /Connection terminated/i,
  /not queryable/i,
  /Timeout acquiring a connection/i,
  /timeout exceeded when trying to connect/i,
  /Connection ended unexpectedly/i,
];

export function isDatabaseUnavailable(error: unknown): boolean {
  for (let current = error, depth = 0; current && depth < 5; depth++) {
    if (current instanceof ConnectionException) return true;
    if (typeof current !== 'object') return false;
    const { code, name, message } = current as { code?: unknown; name?: unknown; message?: unknown };
    if (typeof code === 'string' && (NETWORK_CODES.has(code) || isUnavailableSqlState(code))) return true;
    if (name === 'KnexTimeoutError') return true;
    if (typeof message === 'string' && MESSAGES.some((pattern) => pattern.test(message))) return true;
    current = (current as { cause?: unknown }).cause;
  }
  return false;
}
