import { describe, expect, it } from 'vitest';
import { FALLBACK_CAPACITY, isOutOfCapacity } from './capacity';

describe('capacity', () => {
  it('falls back to a limit of 5 with nothing remaining', () => {
    expect(FALLBACK_CAPACITY).toEqual({ limit: 5, remaining: 0, globalRemaining: 0 });
    expect(isOutOfCapacity(FALLBACK_CAPACITY)).toBe(true);
  });

  it('is out of capacity at 0 or below, for the visitor or the site', () => {
    expect(isOutOfCapacity({ limit: 10, remaining: 3, globalRemaining: 100 })).toBe(false);
    expect(isOutOfCapacity({ limit: 10, remaining: 0, globalRemaining: 100 })).toBe(true);
    expect(isOutOfCapacity({ limit: 10, remaining: -1, globalRemaining: 100 })).toBe(true);
    expect(isOutOfCapacity({ limit: 10, remaining: 4, globalRemaining: 0 })).toBe(true);
  });
});
