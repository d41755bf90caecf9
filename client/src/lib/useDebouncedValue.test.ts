import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useDebouncedValue } from './useDebouncedValue';

describe('useDebouncedValue', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('passes a value on only after it has settled for the delay', () => {
    const { result, rerender } = renderHook(({ value }) => useDebouncedValue(value, 300), { initialProps: { value: 'p' } });
    expect(result.current).toBe('p');

    rerender({ value: 'pr' });
    act(() => {
      vi.advanceTimersByTime(200);
    });
    rerender({ value: 'pricing' });
    act(() => {
      vi.advanceTimersByTime(299);
    });
    expect(result.current).toBe('p');

    act(() => {
      vi.advanceTimersByTime(1);
    });
    expect(result.current).toBe('pricing');
  });
});
