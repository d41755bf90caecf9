import { MockedProvider } from '@apollo/client/testing/react';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { ThemeProvider } from 'styled-components';
import { afterEach, describe, expect, it } from 'vitest';
import { theme } from '../../../theme/theme';
import { PROMPT_FORM_MESSAGES } from './prompt-edit';
import { PromptTextForm } from './PromptTextForm';
import type { FullPrompt } from './useLoadPrompt';
import { UpdatePromptDocument } from './useUpdatePromptMutation';

const prompt: FullPrompt = {
  __typename: 'Prompt',
  id: '3f2504e0-4f89-41d3-9a0c-0305e82c3301',
  text: 'How should a marketplace start?',
  slug: 'how-should-a-marketplace-start',
  isPublished: false,
  viewCount: 0,
  response: null,
};

/** Renders the form with a server that refuses the save with `message` on `field`. */
function renderRefusedForm(field: 'text' | 'slug', message: string) {
  const refusal = {
    request: { query: UpdatePromptDocument, variables: () => true },
    result: { errors: [{ message, extensions: { code: 'CONFLICT', fields: { [field]: message } } }] },
  };
  render(
    <MockedProvider mocks={[refusal]}>
      <ThemeProvider theme={theme}>
        <PromptTextForm prompt={prompt} onDone={() => undefined} />
      </ThemeProvider>
    </MockedProvider>,
  );
}

const save = () => fireEvent.click(screen.getByRole('button', { name: 'Save changes' }));

describe('PromptTextForm', () => {
  afterEach(cleanup);

  it("shows the server's refusal of a text another prompt asks on the text field", async () => {
    const taken = 'Another prompt already asks this question.';
    renderRefusedForm('text', taken);
    fireEvent.change(screen.getByLabelText('Prompt text'), { target: { value: 'Should you A/B test your prices?' } });
    save();

    expect(await screen.findByText(taken)).toBeTruthy();
    expect(screen.getByLabelText('Prompt text').getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByLabelText('Slug').getAttribute('aria-invalid')).toBe('false');
  });

  it("a slug refused by the server, then changed to one the rules refuse and saved again, shows the rules' message, not the server's", async () => {
    const taken = 'That slug is already used by another prompt.';
    renderRefusedForm('slug', taken);
    const slug = screen.getByLabelText('Slug');
    fireEvent.change(slug, { target: { value: 'should-you-a-b-test-your-prices' } });
    save();
    expect(await screen.findByText(taken)).toBeTruthy();

    fireEvent.change(slug, { target: { value: 'Bad Slug!' } });
    save();
    expect(await screen.findByText(PROMPT_FORM_MESSAGES.slug)).toBeTruthy();
    expect(screen.queryByText(taken)).toBeNull();
  });
});
