import { randomUUID } from 'node:crypto';
import type { EntityManager } from '@mikro-orm/postgresql';
import { toCsv } from '../../../common/csv.js';
import { isUuidLike } from '../../../common/slug.js';
import type { Viewer } from '../auth/viewer.js';
import { AppError, notFound } from '../../errors.js';
import { assertAdmin } from '../auth/guards.js';
import { SIGNUPS_PER_IP_HOURLY, SUBSCRIBER_MESSAGES, tooManySignupsMessage, type SubscribeInput, type SubscriberListInput } from './newsletter.inputs.js';
import { Subscriber } from './subscriber.entity.js';
import { sqlIn } from '../../db/sql.js';

export interface SubscriberPage {
  /** Subscribers matching the search (all pages). */
  total: number;
  subscribers: Subscriber[];
}

/** `%`, `_` and `\` match themselves in a LIKE pattern. */
const escapeLike = (text: string) => text.replace(/[\\%_]/g, '\\$&');

/** Column order of the CSV export. */
export const SUBSCRIBER_CSV_HEADER = ['email', 'first_name', 'subscribed_at', 'page'] as const;

/**
 * The newsletter kept by the site itself: sign-ups in PostgreSQL, one per email address
 * whatever its case, throttled per client address; administrators list, search, export
 * and delete them.
 */
export class NewsletterService {
  constructor(private readonly em: EntityManager) {}

  /**
   * Signs an address up. Signing up again (any case) is not an error: the first sign-up
   * is kept as it was (name, time and page), and the answer is the same, so the form
   * never tells anyone whether an address is on the list. Each call counts towards the
   * caller's hourly allowance; past it, RATE_LIMITED and nothing is saved.
   */
  async subscribe(viewer: Viewer, signup: SubscribeInput): Promise<{ message: string }> {
    await this.em.transactional(async (em) => {
      const run = sqlIn(em);
      const counted = await run<{ count: number }>(
        `insert into newsletter_signup_attempts (ip_address, hour, count) values (?, date_trunc('hour', now()), 1)
         on conflict (ip_address, hour) do update set count = newsletter_signup_attempts.count + 1
         where newsletter_signup_attempts.count < ?
         returning count`,
        [viewer.ip, SIGNUPS_PER_IP_HOURLY],
      );
      if (counted.length === 0) {
        // Until the hour the count belongs to is over, in the database's clock as the count's.
        const [wait] = await run<{ seconds: number }>(
          `select greatest(1, ceil(extract(epoch from date_trunc('hour', now()) + interval '1 hour' - now())))::int as seconds`,
        );
        const seconds = wait!.seconds;
        // Retry-After (REST) and extensions.retryAfterSeconds (GraphQL), as the sign-in throttle's.
        throw new AppError('RATE_LIMITED', tooManySignupsMessage(Math.ceil(seconds / 60)), { details: { retryAfterSeconds: seconds } });
      }
      // The first attempt of an hour also drops counts that no longer matter.
      if (counted[0]!.count === 1) await run(`delete from newsletter_signup_attempts where hour < now() - interval '1 day'`);
      await run(
        `insert into newsletter_subscribers (id, email, first_name, created_at, source_page) values (?, ?, ?, now(), ?)
         on conflict (lower(email)) do nothing`, // the unique index SUBSCRIBER_EMAIL_INDEX
        [randomUUID(), signup.email, signup.firstName, signup.page],
      );
    });
    return { message: SUBSCRIBER_MESSAGES.subscribed };
  }

  /** Subscribers, newest first; `search` is a case-insensitive substring of the email or first name. */
  async list(viewer: Viewer, { limit, offset, search }: SubscriberListInput): Promise<SubscriberPage> {
    assertAdmin(viewer);
    const where = this.matching(search);
    const [subscribers, total] = await this.em.findAndCount(Subscriber, where, { orderBy: { createdAt: 'desc', id: 'asc' }, limit, offset });
    return { total, subscribers };
  }

  /** Every subscriber matching `search` (all when empty), newest first, as CSV. */
  async csv(viewer: Viewer, search: string): Promise<string> {
    assertAdmin(viewer);
    const subscribers = await this.em.find(Subscriber, this.matching(search), { orderBy: { createdAt: 'desc', id: 'asc' } });
    return toCsv(
      SUBSCRIBER_CSV_HEADER,
      subscribers.map((s) => [s.email, s.firstName, s.createdAt, s.sourcePage]),
    );
  }

  /** Answers the id as stored (lower case), whatever case the caller wrote it in. */
  async delete(viewer: Viewer, id: string): Promise<{ id: string }> {
    assertAdmin(viewer);
    const rows = isUuidLike(id) ? await sqlIn(this.em)<{ id: string }>('delete from newsletter_subscribers where id = ? returning id', [id]) : [];
    const deleted = rows[0]?.id;
    if (deleted === undefined) throw notFound(SUBSCRIBER_MESSAGES.notFound);
    return { id: deleted };
  }

  private matching(search: string) {
    if (search === '') return {};
    const pattern = `%${escapeLike(search)}%`;
    return { $or: [{ email: { $ilike: pattern } }, { firstName: { $ilike: pattern } }] };
  }
}
