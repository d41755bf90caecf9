import { useQuery } from '@apollo/client/react';
import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import styled from 'styled-components';
import { graphql } from '@generated/gql';
import { SEARCH_DEBOUNCE_MS } from '@common/limits';
import { s, space } from '../../../theme/helpers';
import { Button } from '../../../ui/Button';
import { TextField } from '../../../ui/Field';
import { Skeleton } from '../../../ui/Skeleton';
import { toast } from '../../../ui/toast';
import { failureToast } from '../admin-errors';
import { AdminPage } from '../components/AdminPage';
import { EditDialog } from '../components/EditDialog';
import { FailurePanel } from '../components/FailurePanel';
import { ListEmpty, ListFilter, ListLoading, ListStatus } from '../components/ListParts';
import { ADMIN_PAGE_SIZE } from '../components/page-range';
import { Pager } from '../components/Pager';
import { Panel } from '../components/Panel';
import { useKeepPageInRange, useListPage } from '../components/useListPage';
import { useDebouncedValue } from '../../../lib/useDebouncedValue';
import { PromptDeleteDialogs, type PendingDelete } from './PromptDeleteDialogs';
import { PromptResponseForm } from './PromptResponseForm';
import { PromptsTable, type EditMode, type PromptListItem } from './PromptsTable';
import { PromptTextForm } from './PromptTextForm';
import { useLoadPrompt, type FullPrompt } from './useLoadPrompt';
import { useUpdatePromptMutation } from './useUpdatePromptMutation';

const AdminPromptsDocument = graphql(`
  query AdminPrompts($filter: String, $published: Boolean, $limit: Int!, $offset: Int!) {
    adminStats {
      promptsTotal
      publishedPrompts
      unpublishedPrompts
    }
    adminPromptCount(filter: $filter, published: $published)
    adminPrompts(filter: $filter, published: $published, limit: $limit, offset: $offset) {
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

/** Which prompts the list shows (?show=unpublished|published; all by default). */
const SHOW_OPTIONS = [
  { value: 'all', label: 'All', published: null },
  { value: 'unpublished', label: 'Unpublished', published: false },
  { value: 'published', label: 'Published', published: true },
] as const;
type Show = (typeof SHOW_OPTIONS)[number]['value'];

/** /admin/prompts: filter by text and publish state, publish, edit (two modes), delete and delete all. */
export function PromptsPage() {
  const [filterText, setFilterText] = useState('');
  const filter = useDebouncedValue(filterText.trim(), SEARCH_DEBOUNCE_MS);
  const [params, setParams] = useSearchParams();
  const show: Show = SHOW_OPTIONS.find((o) => o.value === params.get('show'))?.value ?? 'all';
  const published = SHOW_OPTIONS.find((o) => o.value === show)!.published;
  const page = useListPage(`${show} ${filter}`);
  const { offset } = page;
  const { data, previousData, error, loading, refetch } = useQuery(AdminPromptsDocument, {
    variables: { filter: filter || null, published, limit: ADMIN_PAGE_SIZE, offset },
    fetchPolicy: 'cache-and-network',
  });
  const prompts = (data ?? previousData)?.adminPrompts ?? null;
  const total = (data ?? previousData)?.adminPromptCount ?? null;
  const counts = (data ?? previousData)?.adminStats ?? null;
  useKeepPageInRange(page, data?.adminPromptCount ?? null);
  const countOf = (value: Show) =>
    counts === null ? null : value === 'all' ? counts.promptsTotal : value === 'published' ? counts.publishedPrompts : counts.unpublishedPrompts;

  const [updatePrompt] = useUpdatePromptMutation();
  const [togglingId, setTogglingId] = useState<string | null>(null);
  const { load, loadingId } = useLoadPrompt();
  const [editing, setEditing] = useState<{ prompt: FullPrompt; mode: EditMode } | null>(null);
  // While an edit is being saved its dialog stays open: closed, a refused save would lose the edits and their errors.
  const [savingEdit, setSavingEdit] = useState(false);
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
    } catch (error) {
      // The server's reason when it refused (a no-information answer is never published), else SPEC §8's text.
      toast(failureToast('Update failed', error, 'Failed to update prompt status.'));
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
      intro={
        <>
          Questions visitors asked wait here until you publish them; published prompts appear in search and suggestions.
          {counts && counts.unpublishedPrompts > 0 && (
            <Waiting>
              {' '}
              {counts.unpublishedPrompts.toLocaleString('en-US')} {counts.unpublishedPrompts === 1 ? 'prompt is' : 'prompts are'} waiting to be published.
            </Waiting>
          )}
        </>
      }
      actions={
        <Button $variant="danger" onClick={() => setPendingDelete({ kind: 'all' })} disabled={counts?.promptsTotal === 0}>
          Delete All Prompts
        </Button>
      }
    >
      <Panel title={PANEL_TITLE[show]} description={total === null ? undefined : countLabel(total, filter, show)}>
        <ShowGroup role="group" aria-label="Show prompts">
          {SHOW_OPTIONS.map((option) => (
            <ShowButton
              key={option.value}
              type="button"
              aria-pressed={show === option.value}
              onClick={() => setParams(option.value === 'all' ? {} : { show: option.value }, { replace: true })}
            >
              {option.label}
              {countOf(option.value) !== null && <Count>{countOf(option.value)!.toLocaleString('en-US')}</Count>}
            </ShowButton>
          ))}
        </ShowGroup>
        <ListFilter>
          <TextField
            label="Filter prompts"
            type="search"
            placeholder="Filter by text (case-insensitive)"
            value={filterText}
            onChange={(e) => setFilterText(e.target.value)}
          />
          <ListStatus role="status" aria-live="polite">
            {loading && prompts ? 'Updating…' : ''}
          </ListStatus>
        </ListFilter>
        {error && !data ? (
          <FailurePanel title="Error loading prompts. Please try again.">
            <Button $variant="secondary" onClick={() => void refetch().catch(() => undefined)}>
              Retry
            </Button>
          </FailurePanel>
        ) : prompts === null ? (
          <ListLoading aria-busy="true" aria-label="Loading prompts">
            {Array.from({ length: 5 }, (_, i) => (
              <Skeleton key={i} $height="3rem" />
            ))}
          </ListLoading>
        ) : prompts.length === 0 ? (
          <ListEmpty>{emptyLabel(filter, show)}</ListEmpty>
        ) : (
          <>
            <PromptsTable
              prompts={prompts}
              togglingId={togglingId}
              loadingId={loadingId}
              onTogglePublished={(p, next) => void togglePublished(p, next)}
              onEdit={(p, mode) => void edit(p, mode)}
              onDelete={(p) => setPendingDelete({ kind: 'one', prompt: p })}
            />
            <Pager
              label="Prompt pages"
              offset={offset}
              shown={prompts.length}
              total={total ?? prompts.length}
              pageSize={ADMIN_PAGE_SIZE}
              busy={loading}
              onOffset={page.setOffset}
            />
          </>
        )}
      </Panel>

      <EditDialog
        open={editing !== null}
        title={editing?.mode === 'response' ? 'Edit answer and quotes' : 'Edit prompt text and slug'}
        onClose={() => setEditing(null)}
        busy={savingEdit}
      >
        {editing?.mode === 'text' && <PromptTextForm prompt={editing.prompt} onDone={() => setEditing(null)} onSubmittingChange={setSavingEdit} />}
        {editing?.mode === 'response' && <PromptResponseForm prompt={editing.prompt} onDone={() => setEditing(null)} onSubmittingChange={setSavingEdit} />}
      </EditDialog>

      <PromptDeleteDialogs pending={pendingDelete} onClose={() => setPendingDelete(null)} />
    </AdminPage>
  );
}

const PANEL_TITLE: Record<Show, string> = { all: 'All prompts', unpublished: 'Unpublished prompts', published: 'Published prompts' };

const STATE_WORD: Record<Show, string> = { all: '', unpublished: 'unpublished ', published: 'published ' };

const countLabel = (n: number, filter: string, show: Show) =>
  `${n.toLocaleString('en-US')} ${STATE_WORD[show]}${n === 1 ? 'prompt' : 'prompts'}${filter ? ` containing "${filter}"` : ''}`;

const emptyLabel = (filter: string, show: Show) => {
  if (filter) return `No ${STATE_WORD[show]}prompts contain "${filter}".`;
  if (show === 'unpublished') return 'No prompts are waiting to be published.';
  if (show === 'published') return 'No published prompts yet.';
  return 'No prompts yet.';
};

const Waiting = styled.strong`
  color: ${s('text')};
  font-weight: ${({ theme }) => theme.fontWeight.semibold};
`;

const ShowGroup = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${space('xxs')};
  margin-bottom: ${space('md')};
`;

const ShowButton = styled.button`
  display: inline-flex;
  align-items: center;
  gap: 6px;
  min-height: 36px;
  padding: 6px 14px;
  border: 1px solid ${s('border')};
  border-radius: ${({ theme }) => theme.radius.pill}px;
  background: ${s('surface')};
  color: ${s('textSecondary')};
  font-size: ${({ theme }) => theme.fontSize.sm};
  font-weight: ${({ theme }) => theme.fontWeight.medium};
  cursor: pointer;
  &:hover {
    color: ${s('text')};
    background: ${s('surfaceMuted')};
  }
  &[aria-pressed='true'] {
    color: ${s('primary')};
    border-color: ${s('primary')};
    background: ${s('primarySoft')};
  }
  &:focus-visible {
    outline: 3px solid ${s('focus')};
    outline-offset: 1px;
  }
`;

const Count = styled.span`
  min-width: 1.5em;
  padding: 0 6px;
  border-radius: ${({ theme }) => theme.radius.pill}px;
  background: ${s('surfaceMuted')};
  color: ${s('text')};
  font-variant-numeric: tabular-nums;
  text-align: center;
`;
