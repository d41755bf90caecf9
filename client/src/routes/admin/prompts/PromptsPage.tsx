import { useQuery } from '@apollo/client/react';
import { useState } from 'react';
import styled from 'styled-components';
import { graphql } from '@generated/gql';
import { SEARCH_DEBOUNCE_MS } from '@common/limits';
import { s, space } from '../../../theme/helpers';
import { Button } from '../../../ui/Button';
import { TextField } from '../../../ui/Field';
import { Skeleton } from '../../../ui/Skeleton';
import { toast } from '../../../ui/toast';
import { AdminPage } from '../components/AdminPage';
import { EditDialog } from '../components/EditDialog';
import { FailurePanel } from '../components/FailurePanel';
import { Panel } from '../components/Panel';
import { useDebouncedValue } from '../components/useDebouncedValue';
import { PromptDeleteDialogs, type PendingDelete } from './PromptDeleteDialogs';
import { PromptResponseForm } from './PromptResponseForm';
import { PromptsTable, type EditMode, type PromptListItem } from './PromptsTable';
import { PromptTextForm } from './PromptTextForm';
import { useLoadPrompt, type FullPrompt } from './useLoadPrompt';
import { useUpdatePromptMutation } from './useUpdatePromptMutation';

const AdminPromptsDocument = graphql(`
  query AdminPrompts($filter: String) {
    adminPrompts(filter: $filter) {
      id
      text
      slug
      isPublished
      viewCount
      createdAt
      episodeNumber
    }
  }
`);

/** /admin/prompts: filter, publish, edit (two modes), delete and delete all. */
export function PromptsPage() {
  const [filterText, setFilterText] = useState('');
  const filter = useDebouncedValue(filterText.trim(), SEARCH_DEBOUNCE_MS);
  const { data, previousData, error, loading, refetch } = useQuery(AdminPromptsDocument, {
    variables: { filter: filter || null },
    fetchPolicy: 'cache-and-network',
  });
  const prompts = (data ?? previousData)?.adminPrompts ?? null;

  const [updatePrompt] = useUpdatePromptMutation();
  const [togglingId, setTogglingId] = useState<string | null>(null);
  const { load, loadingId } = useLoadPrompt();
  const [editing, setEditing] = useState<{ prompt: FullPrompt; mode: EditMode } | null>(null);
  const [pendingDelete, setPendingDelete] = useState<PendingDelete | null>(null);

  const togglePublished = async (prompt: PromptListItem, next: boolean) => {
    setTogglingId(prompt.id);
    try {
      await updatePrompt({ variables: { id: prompt.id, input: { isPublished: next } } });
      toast(
        next
          ? { title: 'Prompt published', description: 'It now appears in search and suggestions.' }
          : { title: 'Prompt unpublished', description: 'It no longer appears in search or suggestions.' },
      );
    } catch {
      toast({ title: 'Update failed', description: 'Failed to update prompt status.', variant: 'destructive' });
    } finally {
      setTogglingId(null);
    }
  };

  const edit = async (prompt: PromptListItem, mode: EditMode) => {
    const full = await load(prompt.id);
    if (full) setEditing({ prompt: full, mode });
  };

  return (
    <AdminPage
      heading="Prompts"
      title="Prompts"
      intro="Questions visitors asked. Published prompts appear in search and suggestions."
      actions={
        <Button $variant="danger" onClick={() => setPendingDelete({ kind: 'all' })} disabled={prompts?.length === 0 && !filter}>
          Delete All Prompts
        </Button>
      }
    >
      <Panel title="All prompts" description={prompts ? countLabel(prompts.length, filter) : undefined}>
        <Filter>
          <TextField
            label="Filter prompts"
            type="search"
            placeholder="Filter by text (case-insensitive)"
            value={filterText}
            onChange={(e) => setFilterText(e.target.value)}
          />
          <Status role="status" aria-live="polite">
            {loading && prompts ? 'Updating…' : ''}
          </Status>
        </Filter>
        {error && !data ? (
          <FailurePanel title="Error loading prompts. Please try again.">
            <Button $variant="secondary" onClick={() => void refetch().catch(() => undefined)}>
              Retry
            </Button>
          </FailurePanel>
        ) : prompts === null ? (
          <Loading aria-busy="true" aria-label="Loading prompts">
            {Array.from({ length: 5 }, (_, i) => (
              <Skeleton key={i} $height="3rem" />
            ))}
          </Loading>
        ) : prompts.length === 0 ? (
          <Empty>{filter ? `No prompts contain "${filter}".` : 'No prompts yet.'}</Empty>
        ) : (
          <PromptsTable
            prompts={prompts}
            togglingId={togglingId}
            loadingId={loadingId}
            onTogglePublished={(p, next) => void togglePublished(p, next)}
            onEdit={(p, mode) => void edit(p, mode)}
            onDelete={(p) => setPendingDelete({ kind: 'one', prompt: p })}
          />
        )}
      </Panel>

      <EditDialog
        open={editing !== null}
        title={editing?.mode === 'response' ? 'Edit answer and quotes' : 'Edit prompt text and slug'}
        onClose={() => setEditing(null)}
      >
        {editing?.mode === 'text' && <PromptTextForm prompt={editing.prompt} onDone={() => setEditing(null)} />}
        {editing?.mode === 'response' && <PromptResponseForm prompt={editing.prompt} onDone={() => setEditing(null)} />}
      </EditDialog>

      <PromptDeleteDialogs pending={pendingDelete} onClose={() => setPendingDelete(null)} />
    </AdminPage>
  );
}

const countLabel = (n: number, filter: string) => `${n.toLocaleString('en-US')} ${n === 1 ? 'prompt' : 'prompts'}${filter ? ` containing "${filter}"` : ''}`;

const Filter = styled.div`
  margin-bottom: ${space('md')};
  max-width: 480px;
`;

const Status = styled.p`
  min-height: 1.25em;
  margin-top: 4px;
  color: ${s('textTertiary')};
  font-size: ${({ theme }) => theme.fontSize.xs};
`;

const Loading = styled.div`
  display: grid;
  gap: ${space('sm')};
`;

const Empty = styled.p`
  color: ${s('textSecondary')};
`;
