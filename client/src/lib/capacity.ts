import { FALLBACK_QUESTION_BOX_LIMIT } from '@common/limits';

/** The visitor's daily allowance as the question box reads it. */
export interface Capacity {
  limit: number;
  remaining: number;
  globalRemaining: number;
  /** Demo resets of their own allowance the visitor may still make today (unknown: none offered). */
  resetsRemaining?: number;
}

/**
 * SPEC §8: when the check fails, or answers 429, the question box assumes a limit of 5
 * with nothing remaining.
 */
export const FALLBACK_CAPACITY: Capacity = { limit: FALLBACK_QUESTION_BOX_LIMIT, remaining: 0, globalRemaining: 0 };

/** No question may be asked: the visitor's or the site's allowance is used up. */
export const isOutOfCapacity = (capacity: Capacity) => capacity.remaining <= 0 || capacity.globalRemaining <= 0;
