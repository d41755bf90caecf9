import { useApolloClient } from '@apollo/client/react';
import { useCallback, useState } from 'react';
import { graphql } from '@generated/gql';
import type { EditablePromptFragment } from '@generated/graphql';
import { toast } from '../../../ui/toast';

const AdminPromptDocument = graphql(`
  query AdminPrompt($id: UUID!) {
    adminPrompt(id: $id) {
      ...EditablePrompt
    }
  }
`);

export type FullPrompt = EditablePromptFragment;

/** What each edit dialog's form is given: the prompt, what to do once saved, and who to tell while a save runs. */
export interface PromptEditFormProps {
  prompt: FullPrompt;
  onDone: () => void;
  /** Told when a save starts and ends, so that the dialog stays open meanwhile. */
  onSubmittingChange?: (submitting: boolean) => void;
}

/**
 * Loads a prompt with its answer for editing, fresh from the server. A failure (or a
 * prompt that no longer exists) shows SPEC §8's 'Failed to load prompt' toast.
 */
export function useLoadPrompt() {
  const client = useApolloClient();
  const [loadingId, setLoadingId] = useState<string | null>(null);
  const load = useCallback(
    async (id: string): Promise<FullPrompt | null> => {
      setLoadingId(id);
      try {
        const { data } = await client.query({ query: AdminPromptDocument, variables: { id }, fetchPolicy: 'network-only' });
        if (data?.adminPrompt) return data.adminPrompt;
      } catch {
        // reported below
      } finally {
        setLoadingId(null);
      }
      toast({ title: 'Failed to load prompt', description: 'Could not load the complete prompt data.', variant: 'destructive' });
      return null;
    },
    [client],
  );
  return { load, loadingId };
}
