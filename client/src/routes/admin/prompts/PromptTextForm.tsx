import { QUESTION_RULE } from '@common/question';
import { Button } from '../../../ui/Button';
import { toast } from '../../../ui/toast';
import { readFailure } from '../../../lib/request-errors';
import { submitErrors } from '../admin-errors';
import { AdminForm } from '../components/AdminForm';
import { FormTextAreaField, FormTextField } from '../components/FormFields';
import { FormActions, FormGrid } from './form-layout';
import { promptTextPatch, validatePromptText, type PromptTextValues } from './prompt-edit';
import type { PromptEditFormProps } from './useLoadPrompt';
import { useUpdatePromptMutation } from './useUpdatePromptMutation';

/** Edit mode 1: the question's text and its slug (empty → automatic). */
export function PromptTextForm({ prompt, onDone, onSubmittingChange }: PromptEditFormProps) {
  const [updatePrompt] = useUpdatePromptMutation();
  const initial: PromptTextValues = { text: prompt.text, slug: prompt.slug };

  const onSubmit = async (values: PromptTextValues) => {
    const input = promptTextPatch(initial, values);
    if (Object.keys(input).length === 0) return onDone();
    try {
      const { data } = await updatePrompt({ variables: { id: prompt.id, input } });
      toast({ title: 'Prompt updated', description: data ? `Its answer is at /answer/${data.updatePrompt.slug}` : undefined });
      onDone();
      return undefined;
    } catch (error) {
      toast({ title: 'Update failed', description: 'Failed to update prompt.', variant: 'destructive' });
      const failure = readFailure(error);
      return submitErrors(error, ['text', 'slug']) ?? (failure.code === 'CONFLICT' && failure.message ? { slug: failure.message } : undefined);
    }
  };

  return (
    <AdminForm<PromptTextValues>
      onSubmit={onSubmit}
      onSubmittingChange={onSubmittingChange}
      initialValues={initial}
      validate={(values) => validatePromptText(values, initial.text)}
    >
      {({ submitting }) => (
        <>
          <FormGrid>
            <FormTextAreaField name="text" label="Prompt text" rows={3} hint={QUESTION_RULE} />
            <FormTextField
              name="slug"
              label="Slug"
              autoCapitalize="none"
              spellCheck={false}
              hint="The address of the answer: /answer/{slug}. Leave it empty for an automatic slug made from the text."
            />
          </FormGrid>
          <FormActions>
            <Button $variant="secondary" onClick={onDone} disabled={submitting}>
              Cancel
            </Button>
            <Button type="submit" $softDisabled={submitting} aria-busy={submitting}>
              {submitting ? 'Saving...' : 'Save changes'}
            </Button>
          </FormActions>
        </>
      )}
    </AdminForm>
  );
}
