import { graphql } from '@generated/gql';

/** The home page talks to the API without Apollo (see lib/graphql-fetch.ts). */
export const HomeSuggestionsDocument = graphql(`
  query HomeSuggestions($limit: Int!) {
    prompts(limit: $limit, orderBy: POPULAR) {
      id
      slug
      text
    }
  }
`);

export const HomeRateLimitDocument = graphql(`
  query HomeRateLimit {
    rateLimit {
      limit
      remaining
      globalRemaining
      resetsRemaining
    }
  }
`);

export const PromptSlugDocument = graphql(`
  query PromptSlug($id: UUID!) {
    prompt(id: $id) {
      id
      slug
    }
  }
`);
