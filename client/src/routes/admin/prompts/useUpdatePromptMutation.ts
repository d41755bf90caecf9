import { useMutation } from '@apollo/client/react';
import { graphql } from '@generated/gql';
import { dropPublicPromptLists } from './prompt-cache';

export const UpdatePromptDocument = graphql(`
  mutation UpdatePrompt($id: UUID!, $input: UpdatePromptInput!) {
    updatePrompt(id: $id, input: $input) {
      ...EditablePrompt
    }
  }
`);

/**
 * Changes a prompt (publish state, text and slug, or answer and quotes). The prompt
 * updates in place; the admin list reloads (the filter may no longer match) and the
 * public lists load afresh.
 */
export function useUpdatePromptMutation() {
  return useMutation(UpdatePromptDocument, {
    update: dropPublicPromptLists,
    refetchQueries: ['AdminPrompts'],
  });
}
