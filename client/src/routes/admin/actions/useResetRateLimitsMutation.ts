import { useMutation } from '@apollo/client/react';
import { graphql } from '@generated/gql';

const ResetRateLimitsDocument = graphql(`
  mutation ResetRateLimits {
    resetRateLimits {
      message
    }
  }
`);

/** Resets every visitor's and the site's daily counters; the dashboard figures and cached allowances follow. */
export function useResetRateLimitsMutation() {
  return useMutation(ResetRateLimitsDocument, {
    update(cache) {
      cache.evict({ id: 'ROOT_QUERY', fieldName: 'rateLimit' });
      cache.gc();
    },
    refetchQueries: ['AdminDashboard'],
  });
}
