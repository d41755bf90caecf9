import { createHash, randomBytes } from 'node:crypto';
import type { Transaction } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { SessionUser } from './viewer.js';

/**
 * How long a session lasts.
 * - idleDays: a session unused for a week ends, so a cookie left on a shared or lost device
 *   stops working on its own, while someone who works in the admin area weekly stays signed in.
 * - absoluteDays: however active, a session ends 30 days after sign-in, so a stolen cookie
 *   cannot be kept alive indefinitely by using it; signing in once a month is a small cost.
 * - touchIntervalSeconds: the idle clock (last_seen_at) is written at most once a minute per
 *   session, not on every request; the idle expiry is therefore exact to within a minute.
 */
export const SESSION_LIFETIME = {
  idleDays: 7,
  absoluteDays: 30,
  touchIntervalSeconds: 60,
} as const;

/** The cookie's lifetime: the absolute expiry (the server ends idle sessions earlier). */
export const SESSION_MAX_AGE_MS = SESSION_LIFETIME.absoluteDays * 24 * 60 * 60 * 1000;

/** A session found from its cookie token. */
export interface ActiveSession {
  /** The stored id (SHA-256 of the token). */
  id: string;
  user: SessionUser;
}

/** 256 random bits, URL-safe: what the cookie carries. */
const newToken = () => randomBytes(32).toString('base64url');
const sessionId = (token: string) => createHash('sha256').update(token).digest('hex');

/** The WHERE condition of a session that has neither been idle too long nor outlived its absolute lifetime. */
const LIVE = `s.last_seen_at > now() - make_interval(days => ${SESSION_LIFETIME.idleDays})
  and s.created_at > now() - make_interval(days => ${SESSION_LIFETIME.absoluteDays})`;

/**
 * Server-side sessions in PostgreSQL (table sessions): shared by every app process, ended by
 * deleting their rows (logout, password change, demotion), expired by idle and absolute age.
 */
export class SessionStore {
  constructor(private readonly em: EntityManager) {}

  /** Starts a session for `userId`; returns the token for the cookie. Expired sessions are pruned on the way. */
  async create(userId: number): Promise<string> {
    const token = newToken();
    const connection = this.em.getConnection();
    await connection.execute(`delete from sessions s where not (${LIVE})`, [], 'run');
    await connection.execute('insert into sessions (id, user_id) values (?, ?)', [sessionId(token), userId], 'run');
    return token;
  }

  /** The live session of `token` with its user as stored now, or null; refreshes the idle clock at most once a minute. */
  async resolve(token: string): Promise<ActiveSession | null> {
    const id = sessionId(token);
    const connection = this.em.getConnection();
    const rows = await connection.execute<{ user_id: number; username: string; is_admin: boolean; stale: boolean }[]>(
      `select u.id as user_id, u.username, u.is_admin, s.last_seen_at <= now() - make_interval(secs => ?) as stale
         from sessions s join users u on u.id = s.user_id
        where s.id = ? and ${LIVE}`,
      [SESSION_LIFETIME.touchIntervalSeconds, id],
    );
    const row = rows[0];
    if (!row) return null;
    if (row.stale) await connection.execute('update sessions set last_seen_at = now() where id = ?', [id], 'run');
    return { id, user: { id: row.user_id, username: row.username, isAdmin: row.is_admin } };
  }

  /** Ends one session (logout). */
  async end(id: string): Promise<void> {
    await this.em.getConnection().execute('delete from sessions where id = ?', [id], 'run');
  }

  /** Ends every session of a user (password change, demotion); returns how many ended. */
  async endAllFor(userId: number, transaction?: Transaction): Promise<number> {
    const result = await this.em.getConnection().execute<{ affectedRows: number }>('delete from sessions where user_id = ?', [userId], 'run', transaction);
    return result.affectedRows;
  }
}
