import { QUERY_CACHE_SECONDS } from '@common/limits';

export type CachePolicy = 'cache-first' | 'cache-and-network';

/**
 * SPEC §7: prompt and search results are cached for 60 seconds. A result fetched less than
 * a minute ago is shown from the cache alone; an older one is shown from the cache and
 * fetched again. Admin changes evict the lists (prompt-cache.ts), so they load afresh.
 */
export class QueryFreshness {
  private readonly fetchedAt = new Map<string, number>();

  constructor(private readonly lifetimeMs = QUERY_CACHE_SECONDS * 1000) {}

  policy(key: string, now = Date.now()): CachePolicy {
    const at = this.fetchedAt.get(key);
    return at !== undefined && now - at < this.lifetimeMs ? 'cache-first' : 'cache-and-network';
  }

  /** Records that the result for `key` came from the server (not when it is still fresh). */
  fetched(key: string, now = Date.now()): void {
    if (this.policy(key, now) === 'cache-and-network') this.fetchedAt.set(key, now);
  }
}

/** The app's record, shared by the pages that list prompts. */
export const promptResultsFreshness = new QueryFreshness();
