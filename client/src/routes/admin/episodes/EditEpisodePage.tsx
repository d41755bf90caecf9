import { useQuery } from '@apollo/client/react';
import { useMemo } from 'react';
import { Link, useNavigate, useParams } from 'react-router-dom';
import styled from 'styled-components';
import { isUuidLike } from '@common/slug';
import { graphql } from '@generated/gql';
import { paths } from '../../../app/paths';
import { space } from '../../../theme/helpers';
import { Button } from '../../../ui/Button';
import { Skeleton } from '../../../ui/Skeleton';
import { progressToast, toast, type ToastOptions } from '../../../ui/toast';
import { readFailure } from '../../../lib/request-errors';
import { episodeUpdateFailureToast, submitErrors, UNKNOWN_ERROR } from '../admin-errors';
import { AdminPage } from '../components/AdminPage';
import { FailurePanel } from '../components/FailurePanel';
import { Panel } from '../components/Panel';
import { useFormDraft } from '../components/useFormDraft';
import {
  completeValues,
  EPISODE_FORM_FIELDS,
  episodePatch,
  episodeToValues,
  episodeUpdatedDescription,
  processForSave,
  processingTitle,
  type EpisodeFormValues,
} from './episode-form';
import { EpisodeForm } from './EpisodeForm';
import { useUpdateEpisodeMutation } from './useUpdateEpisodeMutation';

const AdminEpisodeDocument = graphql(`
  query AdminEpisode($id: UUID!) {
    episode(id: $id) {
      id
      number
      title
      guest
      publishedDate
      youtubeLink
      spotifyLink
      appleLink
      substackLink
      transcriptText
    }
  }
`);

/** /admin/episodes/edit/{id}: SPEC §2 Edit Episode. */
export function EditEpisodePage() {
  const { id = '' } = useParams();
  const navigate = useNavigate();
  // An address whose id is not a UUID names no episode: no request, the not-found panel.
  const validId = isUuidLike(id);
  const { data, loading, error } = useQuery(AdminEpisodeDocument, { variables: { id }, fetchPolicy: 'network-only', skip: !validId });
  const [updateEpisode] = useUpdateEpisodeMutation();
  const episode = data?.episode ?? null;
  const stored = useMemo(() => (episode ? episodeToValues(episode) : null), [episode]);
  const { initialValues, keepIfSessionEnded } = useFormDraft(`episode:${id}`, stored);

  if (validId && loading && !data) return <EditSkeleton />;
  if (!episode || !stored || !initialValues) {
    return (
      <AdminPage heading="Edit Episode" title="Edit Episode">
        <FailurePanel title="Failed to load episode" detail={loadFailureDetail(error)}>
          <Button as={Link} to={paths.admin()} $variant="secondary">
            Return to Admin Dashboard
          </Button>
        </FailurePanel>
      </AdminPage>
    );
  }

  const onSubmit = async (raw: EpisodeFormValues) => {
    const patch = episodePatch(stored, completeValues(raw));
    let outcome: (options: ToastOptions) => void = toast;
    if (patch.transcriptText !== undefined) {
      const processed = processForSave(patch.transcriptText);
      if (!processed.ok) {
        toast({ title: 'Transcript processing error', description: processed.message, variant: 'destructive' });
        return { transcriptText: processed.message };
      }
      outcome = progressToast({ title: processingTitle(processed.timestampCount) });
      patch.transcriptText = processed.text;
    }
    try {
      const { data: saved } = await updateEpisode({ variables: { id: episode.id, input: patch } });
      outcome({ title: 'Episode updated', description: episodeUpdatedDescription(saved?.updateEpisode) });
      void navigate(paths.admin());
      return undefined;
    } catch (failure) {
      outcome(episodeUpdateFailureToast(failure));
      keepIfSessionEnded(failure, raw);
      return submitErrors(failure, EPISODE_FORM_FIELDS);
    }
  };

  return (
    <AdminPage
      heading={`Edit Episode #${episode.number}`}
      title={`Edit Episode #${episode.number}`}
      intro={episode.title}
      actions={
        <Button as={Link} to={paths.admin()} $variant="secondary">
          Back to Admin
        </Button>
      }
    >
      <Panel title="Episode details" description="The transcript is processed and re-indexed only if you change it.">
        <EpisodeForm initialValues={initialValues} onSubmit={onSubmit} submitLabel="Save Changes" />
      </Panel>
    </AdminPage>
  );
}

/**
 * The panel's explanation: 'Episode not found.' for an address that names no episode
 * (a missing one, or an id the server refuses); otherwise the failure's own message.
 */
function loadFailureDetail(error: unknown): string {
  if (!error) return NOT_FOUND;
  const failure = readFailure(error);
  if (failure.code === 'BAD_USER_INPUT' || failure.code === 'NOT_FOUND') return NOT_FOUND;
  return failure.message ?? UNKNOWN_ERROR;
}

const NOT_FOUND = 'Episode not found. It may have been deleted, or the address is incomplete.';

/** SPEC §2: skeletons while the episode loads. */
function EditSkeleton() {
  return (
    <AdminPage
      heading={
        <>
          <span className="visually-hidden">Edit Episode</span>
          <Skeleton $width="16rem" $height="2rem" aria-hidden="true" />
        </>
      }
      title="Edit Episode"
    >
      <Panel title="Episode details">
        <Fields aria-busy="true" aria-label="Loading the episode">
          {Array.from({ length: 5 }, (_, i) => (
            <Skeleton key={i} $height="3.5rem" />
          ))}
          <Skeleton $height="18rem" />
        </Fields>
      </Panel>
    </AdminPage>
  );
}

const Fields = styled.div`
  display: grid;
  gap: ${space('md')};
`;
