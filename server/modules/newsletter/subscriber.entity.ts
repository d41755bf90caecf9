import { randomUUID } from 'node:crypto';
import { EntitySchema, OptionalProps } from '@mikro-orm/core';

/** One sign-up per address whatever its case. */
export const SUBSCRIBER_EMAIL_INDEX = 'newsletter_subscribers_email_lower_unique';

/**
 * A newsletter sign-up kept by the site itself (no email provider needed). The email is
 * stored lower-cased and is unique whatever its case (a unique index on lower(email)).
 */
export class Subscriber {
  [OptionalProps]?: 'id' | 'createdAt' | 'sourcePage';
  id: string = randomUUID();
  email!: string;
  firstName!: string;
  createdAt = new Date();
  /** The page the form was sent from (a path such as /subscribe or /answer/{slug}). */
  sourcePage: string | null = null;
}

export const SubscriberSchema = new EntitySchema<Subscriber>({
  class: Subscriber,
  tableName: 'newsletter_subscribers',
  indexes: [{ properties: ['createdAt'] }],
  uniques: [{ name: SUBSCRIBER_EMAIL_INDEX, expression: `create unique index "${SUBSCRIBER_EMAIL_INDEX}" on "newsletter_subscribers" (lower("email"))` }],
  properties: {
    id: { type: 'uuid', primary: true },
    email: { type: 'string', length: 254 },
    firstName: { type: 'string', length: 100 },
    createdAt: { type: 'datetime', defaultRaw: 'now()' },
    sourcePage: { type: 'string', length: 500, nullable: true },
  },
});

/** Sign-ups per client address and hour: the newsletter throttle. */
export class SignupAttempt {
  [OptionalProps]?: 'count';
  ipAddress!: string;
  /** The hour (truncated) the count belongs to. */
  hour!: Date;
  count = 0;
}

export const SignupAttemptSchema = new EntitySchema<SignupAttempt>({
  class: SignupAttempt,
  tableName: 'newsletter_signup_attempts',
  properties: {
    ipAddress: { type: 'string', length: 64, primary: true },
    hour: { type: 'datetime', primary: true },
    count: { type: 'integer', default: 0 },
  },
});
