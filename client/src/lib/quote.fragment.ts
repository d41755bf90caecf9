import { graphql } from '@generated/gql';

/**
 * The fields of a source quote that every screen showing or editing one needs. Codegen
 * copies the fragment into each document that spreads it (`...SourceQuote`).
 */
export const SourceQuoteFragment = graphql(`
  fragment SourceQuote on Quote {
    text
    episode
    guest
    timestamp
    estimated
  }
`);
