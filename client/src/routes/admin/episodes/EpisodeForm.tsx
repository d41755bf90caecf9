import type { SubmissionErrors } from 'final-form';
import { AdminForm } from '../components/AdminForm';
import { validateEpisode, type EpisodeFormValues } from './episode-form';
import { EpisodeFields } from './EpisodeFields';
import { EpisodeFormFooter } from './EpisodeFormFooter';

interface EpisodeFormProps {
  initialValues: EpisodeFormValues;
  onSubmit: (values: EpisodeFormValues) => Promise<SubmissionErrors | undefined>;
  /** 'Save Episode' (add) or 'Save Changes' (edit). */
  submitLabel: string;
}

/**
 * The episode fields of the add and edit pages: SPEC §5 rules on submit, re-checked on
 * change; on a failed submit the first invalid field gets the focus.
 */
export function EpisodeForm({ initialValues, onSubmit, submitLabel }: EpisodeFormProps) {
  return (
    <AdminForm<EpisodeFormValues> onSubmit={onSubmit} initialValues={initialValues} validate={validateEpisode}>
      {({ submitting, hasValidationErrors, submitFailed }) => (
        <>
          <EpisodeFields />
          <EpisodeFormFooter label={submitLabel} busyLabel="Saving..." submitting={submitting} invalid={hasValidationErrors} showProblems={submitFailed} />
        </>
      )}
    </AdminForm>
  );
}
