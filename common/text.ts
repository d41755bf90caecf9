import { z } from 'zod';

/**
 * Text as every input field accepts it. PostgreSQL cannot store the NUL character
 * (U+0000) in text, and no person types one, so it is refused wherever text comes in.
 */
export const NUL_MESSAGE = 'Text may not contain NUL characters (U+0000).';

export const hasNul = (value: string) => value.includes('\u0000');

/** Whether `value` (any JSON-like value) holds a string with a NUL, in keys or values, at any depth. */
export function containsNul(value: unknown, depth = 0): boolean {
  if (typeof value === 'string') return hasNul(value);
  if (depth > 64 || value === null || typeof value !== 'object') return false;
  if (Array.isArray(value)) return value.some((item) => containsNul(item, depth + 1));
  return Object.entries(value as Record<string, unknown>).some(([key, item]) => hasNul(key) || containsNul(item, depth + 1));
}

/** A string of at most `max` characters without NUL; `message` for anything else. */
export const text = (max: number, message: string, tooLong: string = message) =>
  z
    .string({ message })
    .max(max, tooLong)
    .refine((v) => !hasNul(v), NUL_MESSAGE);
