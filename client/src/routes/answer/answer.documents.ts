import { graphql } from '@generated/gql';

export const AnswerBySlugDocument = graphql(`
  query AnswerBySlug($slug: String!) {
    promptBySlug(slug: $slug) {
      id
      slug
      text
      isPublished
      response {
        fullResponse
        sources {
          quotes {
            ...SourceQuote
          }
        }
      }
    }
  }
`);

/** Published answers to similar questions, under the sources. */
export const RelatedPromptsDocument = graphql(`
  query RelatedPrompts($slug: String!) {
    relatedPrompts(slug: $slug) {
      id
      slug
      text
      episodeNumber
    }
  }
`);

export const AskQuestionDocument = graphql(`
  mutation AskQuestion($input: AskInput!) {
    ask(input: $input) {
      answer
      slug
      promptId
      sources {
        quotes {
          ...SourceQuote
        }
      }
      rateLimitInfo {
        limit
        remaining
        globalRemaining
        resetsRemaining
      }
      isPublished
    }
  }
`);

export const RecordPromptViewDocument = graphql(`
  mutation RecordPromptView($id: UUID!) {
    recordPromptView(id: $id) {
      id
      viewCount
    }
  }
`);

/** The whole episode list: maps a quote's episode number to its video and newsletter links. */
export const AnswerEpisodesDocument = graphql(`
  query AnswerEpisodes($limit: Int!) {
    episodes(limit: $limit) {
      id
      number
      title
      guest
      videoId
      youtubeLink
      substackLink
    }
  }
`);
