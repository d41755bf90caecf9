import { z } from 'zod';
import { PASSWORD_MAX_CHARS, TITLE_MIN_CHARS, TRANSCRIPT_MIN_CHARS, USERNAME_MAX_CHARS } from './limits.js';
import { text } from './text.js';

// The site's Content-Security-Policy forbids eval: without this, zod would probe for it with
// Function('') (a CSP violation report in the browser) to compile faster object parsers. Our
// inputs are small; the interpreted parsers are fast enough. Set before any schema is built.
z.config({ jitless: true });

/** The longest text each kind of field accepts (whole numbers are 32-bit in the database). */
export const TEXT_LIMITS = {
  title: 300,
  /** Guests, speakers, usernames. */
  name: USERNAME_MAX_CHARS,
  url: 2000,
  duration: 16,
  /** The longest corpus transcript is about 150,000 characters. */
  transcript: 1_000_000,
  password: PASSWORD_MAX_CHARS,
} as const;

/** Whole numbers are stored as PostgreSQL `integer`. */
export const MAX_INT = 2_147_483_647;
const MAX_EPISODE_NUMBER = MAX_INT;

/**
 * The episode number an address segment names (`/episodes/42`): digits with no leading zero,
 * up to the largest number an episode can have; null for anything else.
 */
export function episodeNumberIn(segment: string): number | null {
  if (!/^[1-9]\d*$/.test(segment)) return null;
  const number = Number(segment);
  return number <= MAX_EPISODE_NUMBER ? number : null;
}

/**
 * Form rules of SPEC §5, shared by the forms (react-final-form validators) and the
 * server (input parsing), so a rule and its message are written once.
 */

export const EPISODE_MESSAGES = {
  number: 'Episode number must be positive',
  title: `Title must be at least ${TITLE_MIN_CHARS} characters`,
  url: 'Must be a valid URL',
  transcript: `Transcript must be at least ${TRANSCRIPT_MIN_CHARS} characters`,
  date: 'Must be a date (yyyy-mm-dd)',
  duration: 'Duration must be mm:ss or h:mm:ss',
  wholeNumber: 'Episode number must be a whole number',
  numberTooLarge: 'Episode number is too large',
  titleLength: `Title must be at most ${TEXT_LIMITS.title} characters`,
  guestLength: `Guest must be at most ${TEXT_LIMITS.name} characters`,
  urlLength: `A link must be at most ${TEXT_LIMITS.url} characters`,
  transcriptLength: `Transcript must be at most ${TEXT_LIMITS.transcript.toLocaleString('en-US')} characters`,
} as const;

const isHttpUrl = (value: string) => {
  try {
    const url = new URL(value);
    return url.protocol === 'http:' || url.protocol === 'https:';
  } catch {
    return false;
  }
};

/** Optional link: a valid http(s) URL or an empty string (stored as no link). */
const optionalLink = text(TEXT_LIMITS.url, EPISODE_MESSAGES.url, EPISODE_MESSAGES.urlLength)
  .trim()
  .refine((v) => v === '' || isHttpUrl(v), EPISODE_MESSAGES.url)
  .nullish();

/** A real calendar day (no 30 February), year 1 onwards. */
const isCalendarDate = (value: string) => {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value) || value.startsWith('0000')) return false;
  const time = Date.parse(`${value}T00:00:00Z`);
  return !Number.isNaN(time) && new Date(time).toISOString().slice(0, 10) === value;
};

const isoDate = text(TEXT_LIMITS.duration, EPISODE_MESSAGES.date)
  .trim()
  .refine((v) => v === '' || isCalendarDate(v), EPISODE_MESSAGES.date)
  .nullish();

/**
 * SPEC §5 "coerced to a number": a JSON number, or text of decimal digits only (the form's
 * "12"); anything else (hex, binary, octal, exponents, arrays, booleans) is not a number.
 */
const DECIMAL_DIGITS = /^\d+$/;
const fromDigits = (value: unknown) => (typeof value === 'string' && DECIMAL_DIGITS.test(value.trim()) ? Number(value.trim()) : value);

const episodeNumber = z
  .preprocess(fromDigits, z.number({ message: EPISODE_MESSAGES.number }))
  .refine((n) => Number.isFinite(n) && n > 0, EPISODE_MESSAGES.number)
  .refine((n) => Number.isInteger(n), EPISODE_MESSAGES.wholeNumber)
  .refine((n) => n <= MAX_EPISODE_NUMBER, EPISODE_MESSAGES.numberTooLarge);

/** Running time as shown on cards; empty for none (the server then derives it from the transcript). */
const optionalDuration = text(TEXT_LIMITS.duration, EPISODE_MESSAGES.duration)
  .trim()
  .refine((v) => v === '' || /^(?:\d{1,2}:[0-5]\d|\d{1,2}):[0-5]\d$/.test(v), EPISODE_MESSAGES.duration)
  .nullish();

export const episodeFields = {
  number: episodeNumber,
  title: text(TEXT_LIMITS.title, EPISODE_MESSAGES.title, EPISODE_MESSAGES.titleLength).trim().min(TITLE_MIN_CHARS, EPISODE_MESSAGES.title),
  guest: text(TEXT_LIMITS.name, 'Guest must be text', EPISODE_MESSAGES.guestLength).trim().nullish(),
  publishedDate: isoDate,
  duration: optionalDuration,
  youtubeLink: optionalLink,
  spotifyLink: optionalLink,
  appleLink: optionalLink,
  substackLink: optionalLink,
  transcriptText: text(TEXT_LIMITS.transcript, EPISODE_MESSAGES.transcript, EPISODE_MESSAGES.transcriptLength).refine(
    (v) => v.trim().length >= TRANSCRIPT_MIN_CHARS,
    EPISODE_MESSAGES.transcript,
  ),
};

export const EpisodeInput = z.object(episodeFields);
export const EpisodePatch = z.object(episodeFields).partial();
export type EpisodeInput = z.infer<typeof EpisodeInput>;
export type EpisodePatch = z.infer<typeof EpisodePatch>;

export const LOGIN_MESSAGE = 'Please enter both username and password.';
export const LOGIN_LENGTH_MESSAGES = {
  username: `The username has at most ${USERNAME_MAX_CHARS} characters.`,
  password: `The password has at most ${PASSWORD_MAX_CHARS} characters.`,
} as const;
export const LoginInput = z.object({
  username: text(USERNAME_MAX_CHARS, LOGIN_MESSAGE, LOGIN_LENGTH_MESSAGES.username).trim().min(1, LOGIN_MESSAGE),
  password: text(PASSWORD_MAX_CHARS, LOGIN_MESSAGE, LOGIN_LENGTH_MESSAGES.password).min(1, LOGIN_MESSAGE),
});
export type LoginInput = z.infer<typeof LoginInput>;

/** SPEC §5: a lowercase-style address with a domain suffix of at least two letters. */
export const EMAIL_PATTERN = /^[a-z0-9._%+-]+@[a-z0-9.-]+\.[a-z]{2,}$/;
export const NEWSLETTER_MESSAGES = {
  firstName: 'First name is required',
  emailRequired: 'Email is required',
  email: 'Please enter a valid email address',
} as const;
export const NewsletterInput = z.object({
  fields_first_name: z.string().trim().min(1, NEWSLETTER_MESSAGES.firstName),
  email: z.string().trim().min(1, NEWSLETTER_MESSAGES.emailRequired).regex(EMAIL_PATTERN, NEWSLETTER_MESSAGES.email),
});

/** Field name → first message, for forms. Empty when the values pass. */
export function fieldErrors(schema: z.ZodType, values: unknown): Record<string, string> {
  const result = schema.safeParse(values);
  if (result.success) return {};
  const errors: Record<string, string> = {};
  for (const issue of result.error.issues) {
    const key = issue.path.map(String).join('.') || '_';
    errors[key] ??= issue.message;
  }
  return errors;
}
