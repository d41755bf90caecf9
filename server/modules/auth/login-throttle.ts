import type { EntityManager } from '@mikro-orm/postgresql';
import { AppError } from '../../errors.js';

/** Failures allowed per key within one window; the attempt after the last allowed one is refused. */
export const LOGIN_THROTTLE = {
  windowMinutes: 15,
  perUsername: 5,
  perIp: 20,
} as const;

export const tooManyAttemptsMessage = (minutes: number) => `Too many sign-in attempts. Please try again in ${minutes} ${minutes === 1 ? 'minute' : 'minutes'}.`;

const userKey = (username: string) => `user:${username}`;
const ipKey = (ip: string) => `ip:${ip}`;

class Refused extends Error {
  constructor(readonly key: string) {
    super('refused');
  }
}

/**
 * Sign-in throttling in PostgreSQL (table login_attempts), per username and per client IP.
 *
 * An attempt is counted as a failure BEFORE the password is checked, with a conditional
 * upsert that only increments while the key is under its limit (a key whose window has
 * passed starts again at 1). So parallel guesses can never get past the limit, and a
 * refused attempt changes nothing. A successful sign-in takes its count back: it clears
 * the username key and returns the one it added to the IP key.
 */
export class LoginThrottle {
  constructor(private readonly em: EntityManager) {}

  /** Records one attempt for both keys, or throws RATE_LIMITED without recording anything. */
  async begin(username: string, ip: string): Promise<void> {
    try {
      await this.em.transactional(async (em) => {
        await this.increment(em, userKey(username), LOGIN_THROTTLE.perUsername);
        await this.increment(em, ipKey(ip), LOGIN_THROTTLE.perIp);
      });
    } catch (error) {
      if (!(error instanceof Refused)) throw error;
      const minutes = await this.minutesLeft(error.key);
      throw new AppError('RATE_LIMITED', tooManyAttemptsMessage(minutes), { details: { retryAfterMinutes: minutes } });
    }
  }

  /** The attempt succeeded: it was no failure. */
  async succeeded(username: string, ip: string): Promise<void> {
    const connection = this.em.getConnection();
    await connection.execute('delete from login_attempts where key = ?', [userKey(username)], 'run');
    await connection.execute(
      'update login_attempts set failures = greatest(failures - 1, 0) where key = ? and window_start > now() - make_interval(mins => ?)',
      [ipKey(ip), LOGIN_THROTTLE.windowMinutes],
      'run',
    );
  }

  private async increment(em: EntityManager, key: string, limit: number): Promise<void> {
    const rows = await em.getConnection().execute<{ failures: number }[]>(
      `insert into login_attempts (key, window_start, failures) values (?, now(), 1)
       on conflict (key) do update set
         failures = case when login_attempts.window_start <= now() - make_interval(mins => ?) then 1 else login_attempts.failures + 1 end,
         window_start = case when login_attempts.window_start <= now() - make_interval(mins => ?) then now() else login_attempts.window_start end
       where login_attempts.window_start <= now() - make_interval(mins => ?) or login_attempts.failures < ?
       returning failures`,
      [key, LOGIN_THROTTLE.windowMinutes, LOGIN_THROTTLE.windowMinutes, LOGIN_THROTTLE.windowMinutes, limit],
      'all',
      em.getTransactionContext(),
    );
    if (rows.length === 0) throw new Refused(key); // rolls back the other key's increment
  }

  private async minutesLeft(key: string): Promise<number> {
    const rows = await this.em
      .getConnection()
      .execute<{ seconds: number | string }[]>(
        `select extract(epoch from window_start + make_interval(mins => ?) - now()) as seconds from login_attempts where key = ?`,
        [LOGIN_THROTTLE.windowMinutes, key],
      );
    const seconds = Number(rows[0]?.seconds ?? 0);
    return Math.max(1, Math.ceil(seconds / 60));
  }
}
