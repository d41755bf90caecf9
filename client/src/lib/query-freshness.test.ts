import { describe, expect, it } from 'vitest';
import { QueryFreshness } from './query-freshness';

describe('QueryFreshness', () => {
  it('fetches a result it has never seen, and then serves it from the cache for 60 seconds', () => {
    const freshness = new QueryFreshness();
    expect(freshness.policy('search:pricing', 0)).toBe('cache-and-network');
    freshness.fetched('search:pricing', 1_000);
    expect(freshness.policy('search:pricing', 1_000 + 59_999)).toBe('cache-first');
    expect(freshness.policy('search:pricing', 1_000 + 60_000)).toBe('cache-and-network');
  });

  it('keeps one lifetime per query', () => {
    const freshness = new QueryFreshness();
    freshness.fetched('search:pricing', 0);
    expect(freshness.policy('search:retention', 10)).toBe('cache-and-network');
  });

  it('does not extend the lifetime when a fresh result is shown again', () => {
    const freshness = new QueryFreshness();
    freshness.fetched('prompts:50', 0);
    freshness.fetched('prompts:50', 30_000);
    expect(freshness.policy('prompts:50', 60_000)).toBe('cache-and-network');
  });
});
