import type { EntityManager } from '@mikro-orm/postgresql';
import type { Config } from '../../config.js';
import { resetsRefusedMessage } from '../../../common/rate-limit.js';
import type { Viewer } from '../auth/viewer.js';
import { AppError } from '../../errors.js';
import type { Logger } from '../../logger.js';
import { assertAdmin } from '../auth/guards.js';
import { sqlIn } from '../../db/sql.js';

export interface RateLimitInfo {
  /** Questions per visitor per day. */
  limit: number;
  remaining: number;
  globalRemaining: number;
  /** Demo resets of their own allowance the visitor may still make today. */
  resetsRemaining: number;
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
 * (usage_tracking.allowance_used), with the day's history of answered questions
 * (usage_tracking.total_requests) that resets never touch. `consume` checks and
 * increments in one transaction with conditional upserts, so concurrent requests never
 * pass a limit; `refund` gives one back. A visitor may reset their own allowance (not
 * the site's) `visitorResetsDaily` times a day (visitor_resets).
 */
export class RateLimitService {
  constructor(
    private readonly em: EntityManager,
    private readonly limits: Config['rateLimit'],
    private readonly log?: Logger,
  ) {}

  async info(ip: string, day = utcDate()): Promise<RateLimitInfo> {
    const rows = await sqlIn(this.em)<{ ip_count: number | null; used: number | null; resets: number | null }>(
      `select (select request_count from ip_tracking where ip_address = ? and date = ?) as ip_count,
              (select allowance_used from usage_tracking where date = ?) as used,
              (select reset_count from visitor_resets where ip_address = ? and date = ?) as resets`,
      [ip, day, day, ip, day],
    );
    const row = rows[0];
    return this.toInfo(row?.ip_count ?? 0, row?.used ?? 0, row?.resets ?? 0);
  }

  /**
   * Takes one question from the visitor's and the site's allowance (and counts it in the
   * day's history), or throws RATE_LIMITED (with the counters in `details.rateLimitInfo`)
   * and changes nothing.
   */
  async consume(ip: string, day = utcDate()): Promise<RateLimitInfo> {
    const outcome = await this.em
      .transactional(async (em) => {
        const run = sqlIn(em);
        const ipRows = await run<{ request_count: number }>(
          `insert into ip_tracking (ip_address, date, request_count) values (?, ?, 1)
           on conflict (ip_address, date) do update set request_count = ip_tracking.request_count + 1
           where ip_tracking.request_count < ?
           returning request_count`,
          [ip, day, this.limits.perIpDaily],
        );
        if (ipRows.length === 0) return { denied: 'ip' as const, info: undefined };
        const siteRows = await run<{ allowance_used: number }>(
          `insert into usage_tracking (date, total_requests, allowance_used) values (?, 1, 1)
           on conflict (date) do update set total_requests = usage_tracking.total_requests + 1,
                                            allowance_used = usage_tracking.allowance_used + 1
           where usage_tracking.allowance_used < ?
           returning allowance_used`,
          [day, this.limits.globalDaily],
        );
        if (siteRows.length === 0) throw new GlobalLimitReached(); // rolls back the visitor's increment
        const resets = await run<{ reset_count: number }>('select reset_count from visitor_resets where ip_address = ? and date = ?', [ip, day]);
        return { denied: undefined, info: this.toInfo(ipRows[0]!.request_count, siteRows[0]!.allowance_used, resets[0]?.reset_count ?? 0) };
      })
      .catch((error: unknown) => {
        if (error instanceof GlobalLimitReached) return { denied: 'global' as const, info: undefined };
        throw error;
      });

    if (outcome.info) return outcome.info;
    const info = await this.info(ip, day);
    // When the site has nothing left either, that is what the visitor needs to hear: a demo reset would not help.
    const message = outcome.denied === 'ip' && info.globalRemaining > 0 ? perIpLimitMessage(this.limits.perIpDaily) : GLOBAL_LIMIT_MESSAGE;
    throw new AppError('RATE_LIMITED', message, { details: { rateLimitInfo: info } });
  }

  /**
   * Gives back one question taken by `consume` on `day` (a question that then failed):
   * the visitor's and the site's allowance and the day's history, in one transaction.
   * Counters an admin reset has already cleared stay at zero.
   */
  async refund(ip: string, day: string): Promise<void> {
    await this.em.transactional(async (em) => {
      const run = sqlIn(em);
      await run('update ip_tracking set request_count = request_count - 1 where ip_address = ? and date = ? and request_count > 0', [ip, day]);
      await run(
        `update usage_tracking set total_requests = greatest(total_requests - 1, 0), allowance_used = greatest(allowance_used - 1, 0)
          where date = ?`,
        [day],
      );
    });
  }

  /**
   * Runs `work` with one question taken from the visitor's allowance: RATE_LIMITED
   * before `work` when none is left; the question is given back when `work` throws, or
   * when `isFree` says its result cost nothing (an answer saved meanwhile, served as saved).
   */
  async spend<T>(ip: string, work: () => Promise<T>, isFree: (value: T) => boolean = () => false): Promise<{ value: T; rateLimitInfo: RateLimitInfo }> {
    const day = utcDate();
    const rateLimitInfo = await this.consume(ip, day);
    let value: T;
    try {
      value = await work();
    } catch (error) {
      // The fault is what the caller hears about; a refund that fails too leaves the question counted.
      await this.refund(ip, day).catch((refundError: unknown) => this.log?.error({ err: refundError }, 'could not give back a question after a fault'));
      throw error;
    }
    if (!isFree(value)) return { value, rateLimitInfo };
    await this.refund(ip, day);
    return { value, rateLimitInfo: await this.info(ip, day) };
  }

  /**
   * The visitor's own reset (a demo convenience, SPEC §6): their counter for today starts
   * again, at most `visitorResetsDaily` times a day; the site's allowance is not touched.
   * When the resets are spent, or the site has no questions left today (a reset would not
   * let the visitor ask): RATE_LIMITED, nothing changed, no reset spent.
   */
  async resetFor(ip: string, day = utcDate()): Promise<RateLimitInfo> {
    const allowed = await this.em.transactional(async (em) => {
      const run = sqlIn(em);
      const site = await run<{ allowance_used: number }>('select allowance_used from usage_tracking where date = ?', [day]);
      if ((site[0]?.allowance_used ?? 0) >= this.limits.globalDaily) return 'siteFull' as const;
      const counted = await run<{ reset_count: number }>(
        `insert into visitor_resets (ip_address, date, reset_count) select ?, ?::date, 1 where ?::int > 0
         on conflict (ip_address, date) do update set reset_count = visitor_resets.reset_count + 1
         where visitor_resets.reset_count < ?
         returning reset_count`,
        [ip, day, this.limits.visitorResetsDaily, this.limits.visitorResetsDaily],
      );
      if (counted.length === 0) return 'resetsSpent' as const;
      await run('delete from ip_tracking where ip_address = ? and date = ?', [ip, day]);
      return 'reset' as const;
    });
    const info = await this.info(ip, day);
    if (allowed === 'reset') return info;
    const message = allowed === 'siteFull' ? GLOBAL_LIMIT_MESSAGE : resetsRefusedMessage(this.limits.visitorResetsDaily);
    throw new AppError('RATE_LIMITED', message, { details: { rateLimitInfo: info } });
  }

  /** The caller resets its own counter for today: a message and the new counters. */
  async resetOwn(viewer: Viewer): Promise<{ message: string; rateLimitInfo: RateLimitInfo }> {
    return { message: OWN_RESET_MESSAGE, rateLimitInfo: await this.resetFor(viewer.ip) };
  }

  /**
   * Admin: every visitor's and the site's allowances for today start again (visitors' demo
   * resets too). The day's history of answered questions is kept.
   */
  async resetAll(viewer: Viewer, day = utcDate()): Promise<{ message: string }> {
    assertAdmin(viewer);
    await this.em.transactional(async (em) => {
      const run = sqlIn(em);
      await run('delete from ip_tracking where date = ?', [day]);
      await run('delete from visitor_resets where date = ?', [day]);
      await run('update usage_tracking set allowance_used = 0 where date = ?', [day]);
    });
    return { message: ALL_RESET_MESSAGE };
  }

  /** Questions the whole site may still answer on `day` (an admin reset gives the whole allowance back). */
  async siteRemaining(day = utcDate()): Promise<number> {
    const rows = await sqlIn(this.em)<{ used: number }>('select allowance_used as used from usage_tracking where date = ?', [day]);
    return this.siteLeft(rows[0]?.used ?? 0);
  }

  private siteLeft(used: number): number {
    return Math.max(0, this.limits.globalDaily - used);
  }

  private toInfo(ipCount: number, used: number, resets: number): RateLimitInfo {
    return {
      limit: this.limits.perIpDaily,
      remaining: Math.max(0, this.limits.perIpDaily - ipCount),
      globalRemaining: this.siteLeft(used),
      resetsRemaining: Math.max(0, this.limits.visitorResetsDaily - resets),
    };
  }
}

class GlobalLimitReached extends Error {}
