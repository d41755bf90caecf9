import { useMemo } from 'react';
import styled from 'styled-components';
import { Button } from '../../../ui/Button';
import { toast } from '../../../ui/toast';
import { readFailure } from '../../../lib/request-errors';
import { AdminForm } from '../components/AdminForm';
import { FormTextAreaField } from '../components/FormFields';
import { FormActions, FormGrid } from './form-layout';
import { quotesToRows, responseSubmitErrors, rowsToQuotes, validatePromptResponse, type PromptResponseValues } from './prompt-edit';
import { QuoteRows } from './QuoteRows';
import type { PromptEditFormProps } from './useLoadPrompt';
import { useUpdatePromptMutation } from './useUpdatePromptMutation';

/** Edit mode 2: the markdown answer and its source quotes (saved together). */
export function PromptResponseForm({ prompt, onDone, onSubmittingChange }: PromptEditFormProps) {
  const [updatePrompt] = useUpdatePromptMutation();
  const initial = useMemo<PromptResponseValues>(
    () => ({ fullResponse: prompt.response?.fullResponse ?? '', quotes: quotesToRows(prompt.response?.sources.quotes ?? []) }),
    [prompt],
  );

  const onSubmit = async (values: PromptResponseValues) => {
    try {
      await updatePrompt({
        variables: { id: prompt.id, input: { fullResponse: values.fullResponse, quotes: rowsToQuotes(values.quotes ?? []) } },
      });
      toast({ title: 'Response updated', description: 'The answer and its quotes were saved.' });
      onDone();
      return undefined;
    } catch (error) {
      toast({ title: 'Update failed', description: 'Failed to update response content.', variant: 'destructive' });
      // The server's reasons on their fields: the answer's, or a quote's (an episode there is not).
      return responseSubmitErrors(readFailure(error).fields);
    }
  };

  return (
    <AdminForm<PromptResponseValues> onSubmit={onSubmit} onSubmittingChange={onSubmittingChange} initialValues={initial} validate={validatePromptResponse}>
      {({ submitting }) => (
        <>
          <FormGrid>
            <Markdown>
              <FormTextAreaField
                name="fullResponse"
                label="Response content (markdown)"
                rows={14}
                hint="Markdown: a '## Key Takeaways' section, the answer, and quotes as '> blockquotes'."
              />
            </Markdown>
            <QuoteRows />
          </FormGrid>
          <FormActions>
            <Button $variant="secondary" onClick={onDone} disabled={submitting}>
              Cancel
            </Button>
            <Button type="submit" $softDisabled={submitting} aria-busy={submitting}>
              {submitting ? 'Saving...' : 'Save response'}
            </Button>
          </FormActions>
        </>
      )}
    </AdminForm>
  );
}

const Markdown = styled.div`
  textarea {
    font-family: ${({ theme }) => theme.font.mono};
    font-size: ${({ theme }) => theme.fontSize.sm};
  }
`;
