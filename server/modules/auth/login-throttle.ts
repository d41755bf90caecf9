import type { Transaction } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import { AppError } from '../../errors.js';

/**
 * Progressive sign-in delay, per client address and per (address, username) pair. Never per
 * username alone: a stranger's failures must not keep the owner of an account out, so the right
 * password from an address that has not failed always gets checked.
 */
export const LOGIN_THROTTLE = {
  /** Failures without any wait: typos and a forgotten caps lock cost nothing. */
  freeFailures: { pair: 5, ip: 20 },
  /** The wait after the last free failure, doubled by each further one… */
  baseDelaySeconds: 1,
  /** …up to this: a guesser gets about four tries an hour per address once it is reached. */
  maxDelaySeconds: 15 * 60,
  /** A key that has not failed for this long starts again from zero. */
  forgetAfterHours: 24,
} as const;

/** Seconds to wait after `failures` failures when `free` are allowed without waiting (0 before that). */
export function loginDelaySeconds(failures: number, free: number): number {
  if (failures < free) return 0;
  return Math.min(LOGIN_THROTTLE.baseDelaySeconds * 2 ** (failures - free), LOGIN_THROTTLE.maxDelaySeconds);
}

export function tooManyAttemptsMessage(seconds: number): string {
  if (seconds < 90) return `Too many failed sign-in attempts. Please try again in ${seconds} ${seconds === 1 ? 'second' : 'seconds'}.`;
  const minutes = Math.ceil(seconds / 60);
  return `Too many failed sign-in attempts. Please try again in ${minutes} minutes.`;
}

/** The keys one sign-in attempt counts against. */
export interface LoginAttemptKeys {
  pair: string;
  ip: string;
}

/** "pair:<ip>:<username>" and "ip:<ip>"; usernames are canonical (lower case) and at most 100 characters. */
export const attemptKeys = (username: string, ip: string): LoginAttemptKeys => ({ pair: `pair:${ip}:${username}`, ip: `ip:${ip}` });

class Refused extends Error {
  constructor(readonly waitSeconds: number) {
    super('refused');
  }
}

interface AttemptRow {
  failures: number;
  forgotten: boolean;
  wait_seconds: number | string;
}

/**
 * Sign-in throttling in PostgreSQL (table login_attempts), shared by every app process.
 *
 * An attempt is counted as a failure BEFORE the password is checked, under a row lock, and
 * sets the wait that the next attempt of that key must respect; an attempt that arrives
 * during the wait is refused (RATE_LIMITED, with Retry-After) and changes nothing. So
 * parallel guesses cannot get more checks than sequential ones. A successful sign-in takes
 * its count back: the pair starts again from zero, the address loses the one failure it added.
 */
export class LoginThrottle {
  constructor(private readonly em: EntityManager) {}

  /** Records the attempt for both keys, or throws RATE_LIMITED without recording anything. */
  async begin(username: string, ip: string): Promise<LoginAttemptKeys> {
    const keys = attemptKeys(username, ip);
    const connection = this.em.getConnection();
    try {
      // Always the pair first, then the address: concurrent attempts lock in the same order.
      await connection.transactional(async (trx) => {
        await this.claim(trx, keys.pair, LOGIN_THROTTLE.freeFailures.pair);
        await this.claim(trx, keys.ip, LOGIN_THROTTLE.freeFailures.ip);
      });
    } catch (error) {
      if (!(error instanceof Refused)) throw error;
      throw new AppError('RATE_LIMITED', tooManyAttemptsMessage(error.waitSeconds), { details: { retryAfterSeconds: error.waitSeconds } });
    }
    return keys;
  }

  /** The attempt succeeded: it was no failure. */
  async succeeded(keys: LoginAttemptKeys): Promise<void> {
    const connection = this.em.getConnection();
    await connection.execute('delete from login_attempts where key = ?', [keys.pair], 'run');
    // The wait this attempt set is lifted (any earlier one had passed, or it would have been refused).
    await connection.execute(
      'update login_attempts set failures = greatest(failures - 1, 0), blocked_until = least(blocked_until, clock_timestamp()) where key = ?',
      [keys.ip],
      'run',
    );
  }

  /**
   * Times are the clock's (clock_timestamp()), not the transaction's start (now()): an
   * attempt that waited for another's row lock would otherwise see the wait that one set to
   * end "now" as still ahead, and be refused within its free failures. One reading of the
   * clock per statement, so that a wait is exactly its length.
   */
  private async claim(ctx: Transaction, key: string, free: number): Promise<void> {
    const connection = this.em.getConnection();
    await connection.execute('insert into login_attempts (key) values (?) on conflict (key) do nothing', [key], 'run', ctx);
    const [row] = await connection.execute<AttemptRow[]>(
      `select failures,
              last_failure_at <= clock_timestamp() - make_interval(hours => ?) as forgotten,
              greatest(extract(epoch from blocked_until - clock_timestamp()), 0) as wait_seconds
         from login_attempts where key = ? for update`,
      [LOGIN_THROTTLE.forgetAfterHours, key],
      'all',
      ctx,
    );
    const wait = Number(row!.wait_seconds);
    if (wait > 0) throw new Refused(Math.max(1, Math.ceil(wait))); // rolls back the other key's claim
    const failures = (row!.forgotten ? 0 : row!.failures) + 1;
    await connection.execute(
      'update login_attempts set failures = ?, last_failure_at = t.now, blocked_until = t.now + make_interval(secs => ?) from (select clock_timestamp() as now) t where key = ?',
      [failures, loginDelaySeconds(failures, free), key],
      'run',
      ctx,
    );
  }
}
