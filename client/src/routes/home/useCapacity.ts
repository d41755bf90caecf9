import { useCallback, useEffect, useState } from 'react';
import { FALLBACK_CAPACITY, type Capacity } from '../../lib/capacity';
import { fetchGraphQL } from '../../lib/graphql-fetch';
import { ResetMyRateLimitDocument } from '../../lib/rate-limit.documents';
import { HomeRateLimitDocument } from './home.documents';

/**
 * The visitor's remaining questions; null until known. A failed check (or a 429)
 * counts as a limit of 5 with nothing remaining (SPEC §8).
 */
export function useCapacity(): { capacity: Capacity | null; reset: () => Promise<void> } {
  const [capacity, setCapacity] = useState<Capacity | null>(null);
  /** The visitor's demo reset (SPEC §6); the new allowance replaces the old, a refusal is thrown. */
  const reset = useCallback(async () => {
    const { resetMyRateLimit } = await fetchGraphQL(ResetMyRateLimitDocument, {});
    setCapacity(resetMyRateLimit);
  }, []);
  useEffect(() => {
    const controller = new AbortController();
    fetchGraphQL(HomeRateLimitDocument, {}, controller.signal)
      .then(({ rateLimit }) => setCapacity(rateLimit))
      .catch(() => {
        if (!controller.signal.aborted) setCapacity(FALLBACK_CAPACITY);
      });
    return () => controller.abort();
  }, []);
  return { capacity, reset };
}
