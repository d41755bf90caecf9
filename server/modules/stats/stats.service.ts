import type { EntityManager } from '@mikro-orm/postgresql';
import type { Config } from '../../config.js';
import type { Viewer } from '../auth/viewer.js';
import { assertAdmin } from '../auth/guards.js';
import { Prompt } from '../prompts/prompt.entity.js';
import { utcDate, type RateLimitService } from '../ratelimit/ratelimit.service.js';

export const TOP_PROMPTS = 5;
export const DEFAULT_HISTORY_DAYS = 30;
export const MAX_HISTORY_DAYS = 366;
export const DAYS_MESSAGE = `days must be a whole number from 1 to ${MAX_HISTORY_DAYS}.`;

/** The dashboard's figures (GraphQL's AdminStats without its per-day history, which has arguments). */
export interface AdminStatsSummary {
  /** Questions answered today (UTC), site-wide: the usage history, which rate-limit resets leave as it is. */
  requestsToday: number;
  /** The site-wide daily limit that requestsToday counts towards. */
  dailyLimit: number;
  /** Questions the site may still answer today: the daily limit less what was spent since the last reset of the allowances. */
  dailyRemaining: number;
  promptsTotal: number;
  publishedPrompts: number;
  /** Prompts waiting to be published. */
  unpublishedPrompts: number;
  /** Newsletter subscribers. */
  subscribers: number;
  /** The most viewed prompts, published or not. */
  topPrompts: Prompt[];
}

export interface DailyRequests {
  /** yyyy-mm-dd (UTC). */
  date: string;
  requests: number;
}

/**
 * Usage figures for the admin dashboard. Requests come from the usage history
 * (`usage_tracking.total_requests`), not from the allowances that resets start again.
 */
export class StatsService {
  constructor(
    private readonly em: EntityManager,
    private readonly limits: Config['rateLimit'],
    private readonly rateLimit: Pick<RateLimitService, 'siteRemaining'>,
  ) {}

  async adminStats(viewer: Viewer): Promise<AdminStatsSummary> {
    assertAdmin(viewer);
    const rows = await this.em.getConnection().execute<{ requests_today: number; prompts_total: number; published_prompts: number }[]>(
      `select coalesce((select total_requests from usage_tracking where date = ?), 0)::int as requests_today,
              (select count(*) from prompts)::int as prompts_total,
              (select count(*) from prompts where is_published)::int as published_prompts`,
      [utcDate()],
    );
    const topPrompts = await this.em.find(Prompt, {}, { orderBy: { viewCount: 'desc', createdAt: 'desc', id: 'asc' }, limit: TOP_PROMPTS });
    const row = rows[0];
    const subscribers = await this.subscriberCount();
    return {
      requestsToday: row?.requests_today ?? 0,
      dailyLimit: this.limits.globalDaily,
      dailyRemaining: await this.rateLimit.siteRemaining(),
      promptsTotal: row?.prompts_total ?? 0,
      publishedPrompts: row?.published_prompts ?? 0,
      unpublishedPrompts: (row?.prompts_total ?? 0) - (row?.published_prompts ?? 0),
      subscribers,
      topPrompts,
    };
  }

  private async subscriberCount(): Promise<number> {
    const rows = await this.em.getConnection().execute<{ count: number }[]>('select count(*)::int as count from newsletter_subscribers');
    return rows[0]?.count ?? 0;
  }

  /** Questions answered per UTC day for the last `days` days (today included), oldest first, zeros included. */
  async requestsPerDay(viewer: Viewer, count: number = DEFAULT_HISTORY_DAYS): Promise<DailyRequests[]> {
    assertAdmin(viewer);
    const today = utcDate();
    const rows = await this.em.getConnection().execute<{ date: string; requests: number }[]>(
      `select to_char(d.day, 'YYYY-MM-DD') as date, coalesce(u.total_requests, 0)::int as requests
         from generate_series(?::date - (?::int - 1), ?::date, interval '1 day') as d(day)
         left join usage_tracking u on u.date = d.day::date
        order by d.day`,
      [today, count, today],
    );
    return rows.map((r) => ({ date: r.date, requests: Number(r.requests) }));
  }

  /** The REST dashboard answer: the figures and the last 30 days. */
  async dashboard(viewer: Viewer): Promise<AdminStatsSummary & { requestsPerDay: DailyRequests[] }> {
    const stats = await this.adminStats(viewer);
    return { ...stats, requestsPerDay: await this.requestsPerDay(viewer) };
  }
}
