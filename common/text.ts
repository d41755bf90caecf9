import { z } from 'zod';

/**
 * Text as every input field accepts it. PostgreSQL cannot store the NUL character
 * (U+0000) in text, nor a lone UTF-16 surrogate (JSON's "\ud800" without its pair: no
 * character at all, which it would silently store as U+FFFD), and no person types either,
 * so both are refused wherever text comes in.
 */
export const NUL_MESSAGE = 'Text may not contain NUL characters (U+0000).';
export const LONE_SURROGATE_MESSAGE = 'Text may not contain a lone UTF-16 surrogate (an unpaired escape from \\uD800 to \\uDFFF), which is not a character.';

/** A high surrogate not followed by a low one, or a low one not preceded by a high one. */
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/** Why `value` cannot be stored as text (NUL_MESSAGE or LONE_SURROGATE_MESSAGE), or null when it can. */
export function unstorableText(value: string): string | null {
  if (value.includes('\u0000')) return NUL_MESSAGE;
  if (LONE_SURROGATE.test(value)) return LONE_SURROGATE_MESSAGE;
  return null;
}

/** unstorableText for the first string of `value` (any JSON-like value) that has a problem, in keys or values, at any depth. */
export function unstorableTextIn(value: unknown, depth = 0): string | null {
  if (typeof value === 'string') return unstorableText(value);
  if (depth > 64 || value === null || typeof value !== 'object') return null;
  if (Array.isArray(value)) {
    for (const item of value) {
      const problem = unstorableTextIn(item, depth + 1);
      if (problem) return problem;
    }
    return null;
  }
  for (const [key, item] of Object.entries(value as Record<string, unknown>)) {
    const problem = unstorableText(key) ?? unstorableTextIn(item, depth + 1);
    if (problem) return problem;
  }
  return null;
}

/** A string of at most `max` characters that PostgreSQL can store; `message` for anything else. */
export const text = (max: number, message: string, tooLong: string = message) =>
  z
    .string({ message })
    .max(max, tooLong)
    .check((ctx) => {
      const problem = unstorableText(ctx.value);
      if (problem) ctx.issues.push({ code: 'custom', message: problem, input: ctx.value });
    });
