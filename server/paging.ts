import { z } from 'zod';
import { DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE } from '../common/limits.js';
import { MAX_INT } from '../common/validation.js';
import { parseInput } from './parse-input.js';

/**
 * Paging of every list (REST query strings and GraphQL arguments alike): `limit` is a
 * whole number from 1 to MAX_PAGE_SIZE (default DEFAULT_PAGE_SIZE), `offset` a whole
 * number from 0 to 2^31-1, as GraphQL's Int (default 0). Absent, null or empty values take the default.
 */
export const LIMIT_MESSAGE = `limit must be a whole number from 1 to ${MAX_PAGE_SIZE}.`;
export const OFFSET_MESSAGE = `offset must be a whole number from 0 to ${MAX_INT}.`;

/** A whole number from a number or a decimal string; NaN for anything else. */
function toWholeNumber(value: unknown): number {
  if (typeof value === 'number') return value;
  if (typeof value === 'string' && /^\s*-?\d+\s*$/.test(value)) return Number(value);
  return Number.NaN;
}

/** A whole-number parameter in [min, max]; `fallback` when absent, null or empty. */
export function wholeNumberParam(fallback: number, min: number, max: number, message: string) {
  return z
    .unknown()
    .optional()
    .transform((value, ctx) => {
      if (value === undefined || value === null || value === '') return fallback;
      const n = toWholeNumber(value);
      if (!Number.isSafeInteger(n) || n < min || n > max) {
        ctx.addIssue({ code: 'custom', message });
        return z.NEVER;
      }
      return n;
    });
}

export const pageFields = {
  limit: wholeNumberParam(DEFAULT_PAGE_SIZE, 1, MAX_PAGE_SIZE, LIMIT_MESSAGE),
  offset: wholeNumberParam(0, 0, MAX_INT, OFFSET_MESSAGE),
};

export const PageSchema = z.object(pageFields);

export interface Page {
  limit: number;
  offset: number;
}

/**
 * Validated paging, or BAD_USER_INPUT with the messages above. Takes what transports have:
 * numbers from GraphQL, strings from a query string, or nothing.
 */
export const parsePage = (input: unknown = {}): Page => parseInput(PageSchema, input ?? {});
