import { useMemo } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { paths } from '../../../app/paths';
import { Button } from '../../../ui/Button';
import { progressToast, toast } from '../../../ui/toast';
import { ReindexButton } from '../actions/ReindexButton';
import { failureToast, submitErrors } from '../admin-errors';
import { AdminPage } from '../components/AdminPage';
import { Panel } from '../components/Panel';
import { useFormDraft } from '../components/useFormDraft';
import { completeValues, EPISODE_FORM_FIELDS, newEpisodeValues, processForSave, processingTitle, toEpisodeInput, type EpisodeFormValues } from './episode-form';
import { EpisodeForm } from './EpisodeForm';
import { useCreateEpisodeMutation } from './useCreateEpisodeMutation';

/** /admin/episodes: SPEC §2 Add Episode. */
export function AddEpisodePage() {
  const navigate = useNavigate();
  const [createEpisode] = useCreateEpisodeMutation();
  const base = useMemo(() => newEpisodeValues(), []);
  const { initialValues, keepIfSessionEnded } = useFormDraft('episode:new', base);

  const onSubmit = async (raw: EpisodeFormValues) => {
    const values = completeValues(raw);
    const processed = processForSave(values.transcriptText);
    if (!processed.ok) {
      toast({ title: 'Transcript processing error', description: processed.message, variant: 'destructive' });
      return { transcriptText: processed.message };
    }
    const outcome = progressToast({ title: processingTitle(processed.timestampCount) });
    try {
      const { data } = await createEpisode({ variables: { input: toEpisodeInput(values, processed.text) } });
      const episode = data?.createEpisode.episode;
      outcome({ title: 'Episode added', description: episode ? `Episode #${episode.number} “${episode.title}” is saved and searchable.` : undefined });
      void navigate(paths.admin());
      return undefined;
    } catch (error) {
      outcome(failureToast('Failed to add episode', error));
      keepIfSessionEnded(error, raw);
      return submitErrors(error, EPISODE_FORM_FIELDS);
    }
  };

  return (
    <AdminPage
      heading="Add Episode"
      title="Add Episode"
      intro="Paste a transcript with speaker names and timestamps; it is processed and indexed for search."
      actions={
        <Button as={Link} to={paths.admin()} $variant="secondary">
          Back to Admin
        </Button>
      }
    >
      <Panel title="Episode details">
        <EpisodeForm initialValues={initialValues ?? base} onSubmit={onSubmit} submitLabel="Save Episode" />
      </Panel>
      <Panel title="Search index" description="Episodes missing from answers or search? Rebuild the search data of every episode.">
        <div>
          <ReindexButton />
        </div>
      </Panel>
    </AdminPage>
  );
}
