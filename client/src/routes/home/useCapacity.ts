import { useEffect, useState } from 'react';
import { FALLBACK_CAPACITY, type Capacity } from '../../lib/capacity';
import { fetchGraphQL } from '../../lib/graphql-fetch';
import { HomeRateLimitDocument } from './home.documents';

/**
 * The visitor's remaining questions; null until known. A failed check (or a 429)
 * counts as a limit of 5 with nothing remaining (SPEC §8).
 */
export function useCapacity(): Capacity | null {
  const [capacity, setCapacity] = useState<Capacity | null>(null);
  useEffect(() => {
    const controller = new AbortController();
    fetchGraphQL(HomeRateLimitDocument, {}, controller.signal)
      .then(({ rateLimit }) => setCapacity({ limit: rateLimit.limit, remaining: rateLimit.remaining, globalRemaining: rateLimit.globalRemaining }))
      .catch(() => {
        if (!controller.signal.aborted) setCapacity(FALLBACK_CAPACITY);
      });
    return () => controller.abort();
  }, []);
  return capacity;
}
