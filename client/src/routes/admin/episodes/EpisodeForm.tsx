import { useRef } from 'react';
import { Form } from 'react-final-form';
import type { SubmissionErrors } from 'final-form';
import { focusFirstInvalid } from '../components/FormFields';
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
  const formRef = useRef<HTMLFormElement>(null);
  return (
    <Form<EpisodeFormValues>
      onSubmit={onSubmit}
      initialValues={initialValues}
      validate={validateEpisode}
      render={({ handleSubmit, form, submitting, hasValidationErrors, submitFailed }) => (
        <form
          ref={formRef}
          noValidate
          onSubmit={(event) => {
            void handleSubmit(event);
            if (form.getState().hasValidationErrors) focusFirstInvalid(formRef.current);
          }}
        >
          <EpisodeFields />
          <EpisodeFormFooter label={submitLabel} busyLabel="Saving..." submitting={submitting} invalid={hasValidationErrors} showProblems={submitFailed} />
        </form>
      )}
    />
  );
}
