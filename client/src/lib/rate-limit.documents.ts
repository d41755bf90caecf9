import { graphql } from '@generated/gql';

/**
 * The visitor's demo reset (SPEC §6), with the allowance it gives: the answer page sends it
 * through Apollo, home through fetchGraphQL (home talks to the API without Apollo).
 */
export const ResetMyRateLimitDocument = graphql(`
  mutation ResetMyRateLimit {
    resetMyRateLimit {
      limit
      remaining
      globalRemaining
      resetsRemaining
    }
  }
`);
