import { useState } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { ADMIN_RECENT_EPISODES } from '@common/limits';
import { paths } from '../../../app/paths';
import { s } from '../../../theme/helpers';
import { Button } from '../../../ui/Button';
import { ConfirmDialog } from '../../../ui/ConfirmDialog';
import { Skeleton } from '../../../ui/Skeleton';
import { toast } from '../../../ui/toast';
import { failureToast } from '../admin-errors';
import { Panel } from '../components/Panel';
import { DeleteButton } from '../components/DeleteButton';
import { ResponsiveTable, RowActions } from '../components/ResponsiveTable';
import { useDeleteEpisodeMutation } from '../episodes/useDeleteEpisodeMutation';

export interface EpisodeRow {
  id: string;
  number: number;
  title: string;
  guest?: string | null;
  publishedDate?: string | null;
}

/** "2026-01-31" → "Jan 31, 2026" (a calendar date: no time zone shift). */
export const publishedLabel = (date: string | null | undefined) =>
  date ? new Date(`${date}T00:00:00Z`).toLocaleDateString('en-US', { year: 'numeric', month: 'short', day: 'numeric', timeZone: 'UTC' }) : '—';

/** SPEC §2: the latest episodes with edit links, delete (confirmed) and 'Add New Episode'. */
export function EpisodesCard({ episodes, area }: { episodes: EpisodeRow[] | null; area?: string }) {
  const [pending, setPending] = useState<EpisodeRow | null>(null);
  /*
   * Deleted here, and gone from the table at once: the dropped list shows them until the
   * dashboard's refetch ends, and the dialog, closing with the row still there, would give focus
   * back to its Delete button, lost to the page when the row then went (now: the main region).
   */
  const [deletedIds, setDeletedIds] = useState<ReadonlySet<string>>(new Set());
  const [deleteEpisode, { loading: deleting }] = useDeleteEpisodeMutation();
  const rows = episodes?.filter((episode) => !deletedIds.has(episode.id)) ?? null;

  const confirmDelete = async () => {
    if (!pending) return;
    try {
      const { data } = await deleteEpisode({ variables: { id: pending.id } });
      toast({ title: 'Episode deleted', description: `Episode #${data?.deleteEpisode.number ?? pending.number} removed from the database and search index` });
      setDeletedIds((ids) => new Set(ids).add(pending.id));
      setPending(null);
    } catch (error) {
      toast(failureToast('Delete failed', error, 'Failed to delete episode'));
      setPending(null);
    }
  };

  return (
    <Panel
      title="Episodes"
      area={area}
      description={`The ${ADMIN_RECENT_EPISODES} latest episodes.`}
      actions={
        <>
          <Button as={Link} to={paths.episodes()} $variant="ghost" $size="sm">
            All episodes
          </Button>
          <Button as={Link} to={paths.adminAddEpisode()} $size="sm">
            Add New Episode
          </Button>
        </>
      }
    >
      {rows !== null && rows.length === 0 ? (
        <Empty>No episodes yet.</Empty>
      ) : (
        <ResponsiveTable aria-busy={rows === null}>
          <thead>
            <tr>
              <th scope="col">#</th>
              <th scope="col">Title</th>
              <th scope="col">Guest</th>
              <th scope="col">Published</th>
              <th scope="col">
                <span className="visually-hidden">Actions</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {rows === null
              ? Array.from({ length: ADMIN_RECENT_EPISODES }, (_, i) => (
                  <tr key={i}>
                    <td colSpan={5}>
                      <Skeleton $height="1.5rem" />
                    </td>
                  </tr>
                ))
              : rows.map((episode) => (
                  <tr key={episode.id}>
                    <NumberCell data-label="Episode">#{episode.number}</NumberCell>
                    <td data-label="Title">
                      <strong>{episode.title}</strong>
                    </td>
                    <td data-label="Guest">{episode.guest || '—'}</td>
                    <td data-label="Published">{publishedLabel(episode.publishedDate)}</td>
                    <td>
                      <RowActions>
                        <Button
                          as={Link}
                          to={paths.adminEditEpisode(episode.id)}
                          $variant="secondary"
                          $size="sm"
                          aria-label={`Edit episode #${episode.number}`}
                        >
                          Edit
                        </Button>
                        <DeleteButton onClick={() => setPending(episode)} aria-label={`Delete episode #${episode.number}`}>
                          Delete
                        </DeleteButton>
                      </RowActions>
                    </td>
                  </tr>
                ))}
          </tbody>
        </ResponsiveTable>
      )}
      {pending && (
        <ConfirmDialog
          open
          title={`Delete episode #${pending.number}?`}
          confirmLabel="Delete episode"
          busyLabel="Deleting..."
          busy={deleting}
          destructive
          onConfirm={() => void confirmDelete()}
          onCancel={() => setPending(null)}
        >
          <p>“{pending.title}” will be removed from the database and the search index. This cannot be undone.</p>
          <Warning>Deleting this episode may break existing Q&amp;A prompts that reference it.</Warning>
        </ConfirmDialog>
      )}
    </Panel>
  );
}

const NumberCell = styled.td`
  font-weight: ${({ theme }) => theme.fontWeight.semibold};
  font-variant-numeric: tabular-nums;
  white-space: nowrap;
`;

const Warning = styled.p`
  color: ${s('danger')};
  font-weight: ${({ theme }) => theme.fontWeight.semibold};
`;

const Empty = styled.p`
  color: ${s('textSecondary')};
`;
