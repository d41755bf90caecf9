import { useMutation } from '@apollo/client/react';
import { graphql } from '@generated/gql';

const ReindexDocument = graphql(`
  mutation Reindex {
    reindex {
      message
      episodes
      passages
      prompts
      durationMs
    }
  }
`);

/** Rebuilds the search data of every episode and prompt; cached search results are dropped. */
export function useReindexMutation() {
  return useMutation(ReindexDocument, {
    update(cache) {
      cache.evict({ id: 'ROOT_QUERY', fieldName: 'searchPrompts' });
      cache.gc();
    },
  });
}
