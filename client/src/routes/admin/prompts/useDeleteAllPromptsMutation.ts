import { useMutation } from '@apollo/client/react';
import { graphql } from '@generated/gql';
import { dropPublicPromptLists } from './prompt-cache';

const DeleteAllPromptsDocument = graphql(`
  mutation DeleteAllPrompts {
    deleteAllPrompts {
      count
    }
  }
`);

/** Deletes every prompt and answer; every prompt list reloads. */
export function useDeleteAllPromptsMutation() {
  return useMutation(DeleteAllPromptsDocument, {
    update: dropPublicPromptLists,
    refetchQueries: ['AdminPrompts'],
  });
}
