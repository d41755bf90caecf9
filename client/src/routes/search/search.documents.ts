import { graphql } from '@generated/gql';

export const PromptCardFieldsFragment = graphql(`
  fragment PromptCard_prompt on Prompt {
    id
    slug
    text
    viewCount
    episodeNumber
  }
`);

export const SearchPromptsDocument = graphql(`
  query SearchPrompts($query: String!, $limit: Int!) {
    searchPrompts(query: $query, limit: $limit) {
      ...PromptCard_prompt
    }
  }
`);

export const PublishedPromptsDocument = graphql(`
  query PublishedPrompts($limit: Int!) {
    prompts(limit: $limit) {
      ...PromptCard_prompt
    }
  }
`);
