import { useMutation } from '@apollo/client/react';
import { graphql } from '@generated/gql';
import { dropPublicPromptLists } from './prompt-cache';

const DeletePromptDocument = graphql(`
  mutation DeletePrompt($id: UUID!) {
    deletePrompt(id: $id) {
      id
    }
  }
`);

/** Deletes a prompt and its answer; it leaves the cache and the lists reload. */
export function useDeletePromptMutation() {
  return useMutation(DeletePromptDocument, {
    update(cache, { data }) {
      if (data) cache.evict({ id: cache.identify({ __typename: 'Prompt', id: data.deletePrompt.id }) });
      dropPublicPromptLists(cache);
    },
    refetchQueries: ['AdminPrompts'],
  });
}
