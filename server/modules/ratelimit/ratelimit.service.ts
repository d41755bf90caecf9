import type { EntityManager } from '@mikro-orm/postgresql';
import type { Config } from '../../config.js';
import type { Viewer } from '../../context.js';
import { AppError } from '../../errors.js';
import { assertAdmin } from '../auth/guards.js';

export interface RateLimitInfo {
  /** Questions per visitor per day. */
  limit: number;
  remaining: number;
  globalRemaining: number;
}

/** Days are UTC calendar days. */
export const utcDate = (at = new Date()) => at.toISOString().slice(0, 10);

export const perIpLimitMessage = (limit: number) =>
  `Rate limit exceeded. You've reached your daily limit of ${limit} requests. Please try again tomorrow or explore existing prompts.`;
export const OWN_RESET_MESSAGE = 'Your rate limit has been reset. You can ask questions again.';
export const ALL_RESET_MESSAGE = 'Rate limits have been reset for all visitors.';
export const GLOBAL_LIMIT_MESSAGE = 'No more chats available, please check back later or explore existing prompts.';

/**
 * Daily question allowances: per visitor IP (ip_tracking) and for the whole site
 * (usage_tracking). `consume` checks and increments both in one transaction with
 * conditional upserts, so concurrent requests never pass a limit.
 */
export class RateLimitService {
  constructor(
    private readonly em: EntityManager,
    private readonly limits: Config['rateLimit'],
  ) {}

  async info(ip: string, day = utcDate()): Promise<RateLimitInfo> {
    const rows = await this.em.getConnection().execute<{ ip_count: number | null; total: number | null }[]>(
      `select (select request_count from ip_tracking where ip_address = ? and date = ?) as ip_count,
              (select total_requests from usage_tracking where date = ?) as total`,
      [ip, day, day],
    );
    return this.toInfo(rows[0]?.ip_count ?? 0, rows[0]?.total ?? 0);
  }

  /**
   * Takes one question from the visitor's and the site's allowance, or throws
   * RATE_LIMITED (with the counters in `details.rateLimitInfo`) and changes nothing.
   */
  async consume(ip: string, day = utcDate()): Promise<RateLimitInfo> {
    const outcome = await this.em
      .transactional(async (em) => {
        const connection = em.getConnection();
        const ipRows = await connection.execute<{ request_count: number }[]>(
          `insert into ip_tracking (ip_address, date, request_count) values (?, ?, 1)
         on conflict (ip_address, date) do update set request_count = ip_tracking.request_count + 1
         where ip_tracking.request_count < ?
         returning request_count`,
          [ip, day, this.limits.perIpDaily],
          'all',
          em.getTransactionContext(),
        );
        if (ipRows.length === 0) return { denied: 'ip' as const, info: undefined };
        const totalRows = await connection.execute<{ total_requests: number }[]>(
          `insert into usage_tracking (date, total_requests) values (?, 1)
         on conflict (date) do update set total_requests = usage_tracking.total_requests + 1
         where usage_tracking.total_requests < ?
         returning total_requests`,
          [day, this.limits.globalDaily],
          'all',
          em.getTransactionContext(),
        );
        if (totalRows.length === 0) throw new GlobalLimitReached(); // rolls back the visitor's increment
        return { denied: undefined, info: this.toInfo(ipRows[0]!.request_count, totalRows[0]!.total_requests) };
      })
      .catch((error: unknown) => {
        if (error instanceof GlobalLimitReached) return { denied: 'global' as const, info: undefined };
        throw error;
      });

    if (outcome.info) return outcome.info;
    const info = await this.info(ip, day);
    const message = outcome.denied === 'ip' ? perIpLimitMessage(this.limits.perIpDaily) : GLOBAL_LIMIT_MESSAGE;
    throw new AppError('RATE_LIMITED', message, { details: { rateLimitInfo: info } });
  }

  /** The visitor's own reset (a demo convenience, SPEC §6). */
  async resetFor(ip: string, day = utcDate()): Promise<RateLimitInfo> {
    await this.em.getConnection().execute('delete from ip_tracking where ip_address = ? and date = ?', [ip, day]);
    return this.info(ip, day);
  }

  /** The caller resets its own counter for today: a message and the new counters. */
  async resetOwn(viewer: Viewer): Promise<{ message: string; rateLimitInfo: RateLimitInfo }> {
    return { message: OWN_RESET_MESSAGE, rateLimitInfo: await this.resetFor(viewer.ip) };
  }

  /** Admin: every visitor's and the site's counters for today start again. */
  async resetAll(viewer: Viewer, day = utcDate()): Promise<{ message: string }> {
    assertAdmin(viewer);
    await this.em.transactional(async (em) => {
      const connection = em.getConnection();
      const ctx: unknown = em.getTransactionContext();
      await connection.execute('delete from ip_tracking where date = ?', [day], 'run', ctx);
      await connection.execute('update usage_tracking set total_requests = 0 where date = ?', [day], 'run', ctx);
    });
    return { message: ALL_RESET_MESSAGE };
  }

  private toInfo(ipCount: number, total: number): RateLimitInfo {
    return {
      limit: this.limits.perIpDaily,
      remaining: Math.max(0, this.limits.perIpDaily - ipCount),
      globalRemaining: Math.max(0, this.limits.globalDaily - total),
    };
  }
}

class GlobalLimitReached extends Error {}
