import { graphql } from '@generated/gql';

/** A prompt with its answer and quotes, as the admin edit forms load and save it. */
export const EditablePromptFragment = graphql(`
  fragment EditablePrompt on Prompt {
    id
    text
    slug
    isPublished
    viewCount
    response {
      id
      fullResponse
      sources {
        quotes {
          ...SourceQuote
        }
      }
    }
  }
`);
