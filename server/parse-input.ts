import type { z } from 'zod';
import { AppError } from './errors.js';

/** A request body of another JSON type than the object every route takes (an array; null or a number, see http/error-handler.ts). */
export const BODY_NOT_OBJECT = 'The request body must be a JSON object.';

/**
 * Parses transport input with a zod schema; failures become BAD_USER_INPUT with one
 * message per field, and the first message as the error message.
 */
export function parseInput<S extends z.ZodType>(schema: S, value: unknown): z.infer<S> {
  const result = schema.safeParse(value);
  if (result.success) return result.data;
  const fields: Record<string, string> = {};
  for (const issue of result.error.issues) {
    const key = issue.path.map(String).join('.') || '_';
    fields[key] ??= issue.message;
  }
  const first = result.error.issues[0];
  // zod's own type messages ("Invalid input: expected string…") do not say which field; ours do.
  const generic = first?.code === 'invalid_type' && first.message.startsWith('Invalid input');
  const wholeNotObject = generic && first.path.length === 0 && 'expected' in first && first.expected === 'object';
  const message = !first
    ? 'Invalid input'
    : wholeNotObject
      ? BODY_NOT_OBJECT
      : first.path.length > 0 && generic
        ? `${first.path.join('.')}: ${first.message}`
        : first.message;
  throw new AppError('BAD_USER_INPUT', message, { fields });
}
