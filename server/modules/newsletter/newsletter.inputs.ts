import { z } from 'zod';
import { EMAIL_PATTERN, NEWSLETTER_MESSAGES } from '../../../common/validation.js';
import { MAX_PAGE_SIZE, MAX_SEARCH_CHARS } from '../../../common/limits.js';
import { text } from '../../../common/text.js';
import type { Viewer } from '../auth/viewer.js';
import { parseInput } from '../../parse-input.js';
import { LIMIT_MESSAGE, pageFields, wholeNumberParam } from '../../paging.js';
import { assertAdmin } from '../auth/guards.js';

export const FIRST_NAME_MAX = 100;
export const EMAIL_MAX = 254;
export const SOURCE_PAGE_MAX = 500;
/** Subscribers a page of the admin list holds when no limit is given (schema.graphql's `adminSubscribers` default). */
export const SUBSCRIBERS_PAGE_SIZE = 50;
/** Sign-ups one client address may send per hour. */
export const SIGNUPS_PER_IP_HOURLY = 5;

export const SUBSCRIBER_MESSAGES = {
  ...NEWSLETTER_MESSAGES,
  firstNameLength: `First name may be at most ${FIRST_NAME_MAX} characters long`,
  emailLength: `Email may be at most ${EMAIL_MAX} characters long`,
  page: `page must be a path on this site, such as /subscribe (at most ${SOURCE_PAGE_MAX} characters)`,
  body: 'The sign-up must be a JSON object with firstName and email',
  subscribed: "Thanks for subscribing! You'll get each new episode in your inbox every week.",
  notFound: 'Subscriber not found.',
  search: `search must be text of at most ${MAX_SEARCH_CHARS} characters.`,
} as const;

export const tooManySignupsMessage = (minutes: number) =>
  `Too many newsletter sign-ups from your address. Please try again in ${minutes} ${minutes === 1 ? 'minute' : 'minutes'}.`;

/**
 * A sign-up (REST body or GraphQL input), with SPEC §5's rules and messages. The email is
 * lower-cased before the check, so "Ada@Example.com" signs up as "ada@example.com".
 */
export const SubscribeInput = z.object(
  {
    firstName: z
      .string({ message: SUBSCRIBER_MESSAGES.firstName })
      .trim()
      .min(1, SUBSCRIBER_MESSAGES.firstName)
      .max(FIRST_NAME_MAX, SUBSCRIBER_MESSAGES.firstNameLength),
    email: z
      .string({ message: SUBSCRIBER_MESSAGES.emailRequired })
      .trim()
      .toLowerCase()
      .min(1, SUBSCRIBER_MESSAGES.emailRequired)
      .max(EMAIL_MAX, SUBSCRIBER_MESSAGES.emailLength)
      .regex(EMAIL_PATTERN, SUBSCRIBER_MESSAGES.email),
    /** The page the form was on; absent or empty: unknown. */
    page: z
      .string({ message: SUBSCRIBER_MESSAGES.page })
      .trim()
      .max(SOURCE_PAGE_MAX, SUBSCRIBER_MESSAGES.page)
      .refine((p) => p === '' || /^\/(?!\/)\S*$/.test(p), SUBSCRIBER_MESSAGES.page)
      .nullish()
      .transform((p) => p || null),
  },
  { message: SUBSCRIBER_MESSAGES.body },
);
export type SubscribeInput = z.output<typeof SubscribeInput>;

/** The admin list: paging (50 a page by default, REST as GraphQL) and an optional search (REST query string or GraphQL arguments). */
export const SubscriberListInput = z.object({
  ...pageFields,
  limit: wholeNumberParam(SUBSCRIBERS_PAGE_SIZE, 1, MAX_PAGE_SIZE, LIMIT_MESSAGE),
  search: text(MAX_SEARCH_CHARS, SUBSCRIBER_MESSAGES.search)
    .nullish()
    .transform((s) => s?.trim() ?? ''),
});
export type SubscriberListInput = z.output<typeof SubscriberListInput>;

/** A sign-up from the REST body or GraphQL's SubscribeInput. */
export const parseSubscribe = (raw: unknown): SubscribeInput => parseInput(SubscribeInput, raw ?? {});

/** The admin list's paging and search; the role is checked before the input. */
export function parseSubscriberList(viewer: Viewer, raw: unknown): SubscriberListInput {
  assertAdmin(viewer);
  return parseInput(SubscriberListInput, raw ?? {});
}
