import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { PROMPT_FORM_MESSAGES } from './prompt-edit';
import { PromptResponseForm } from './PromptResponseForm';
import { promptFixture, renderWithRefusedSave } from './refused-save.test-support';

const MISSING = 'Episode 999 does not exist.';

const prompt = promptFixture({
  response: {
    __typename: 'Response',
    id: '7c9e6679-7425-40de-944b-e07fc1f90ae7',
    fullResponse: 'Start with supply.',
    sources: {
      __typename: 'Sources',
      quotes: [
        { __typename: 'Quote', text: 'Supply first.', episode: 4, guest: 'Amara Osei', timestamp: '01:05', estimated: null },
        { __typename: 'Quote', text: 'Then demand.', episode: 4, guest: 'Amara Osei', timestamp: '02:10', estimated: null },
      ],
    },
  },
});

/** The server refuses the save as it does a quote citing an episode there is not. */
const renderRefusedForm = () =>
  renderWithRefusedSave(<PromptResponseForm prompt={prompt} onDone={() => undefined} />, {
    message: MISSING,
    code: 'BAD_USER_INPUT',
    fields: { 'quotes.1.episode': MISSING },
  });

/** Renders the form, cites a missing episode in the second quote and saves: the server refuses it. */
async function saveRefused() {
  renderRefusedForm();
  fireEvent.change(episodeField(2), { target: { value: '999' } });
  fireEvent.click(screen.getByRole('button', { name: 'Save response' }));
  expect(await screen.findByText(MISSING)).toBeTruthy();
}

const episodeField = (quote: number) => within(screen.getByRole('listitem', { name: `Quote ${quote}` })).getByLabelText('Episode');

describe('PromptResponseForm', () => {
  afterEach(cleanup);

  it("shows the server's refusal of a quote's episode on that quote's Episode field, until the quotes change", async () => {
    renderRefusedForm();
    fireEvent.change(episodeField(2), { target: { value: '999' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save response' }));

    expect(await screen.findByText(MISSING)).toBeTruthy();
    expect(episodeField(2).getAttribute('aria-invalid')).toBe('true');
    expect(episodeField(2).getAttribute('aria-describedby')).toBe(screen.getByText(MISSING).id);
    expect(episodeField(1).getAttribute('aria-invalid')).toBe('false');

    fireEvent.change(episodeField(2), { target: { value: '4' } });
    expect(screen.queryByText(MISSING)).toBeNull();
    expect(episodeField(2).getAttribute('aria-invalid')).toBe('false');
  });

  it('shows a quote added after a refused save without errors until the admin types in it or saves again', async () => {
    await saveRefused();

    fireEvent.click(screen.getByRole('button', { name: 'Add quote' }));
    const added = within(screen.getByRole('listitem', { name: 'Quote 3' }));
    expect(added.getByLabelText('Quote text').getAttribute('aria-invalid')).toBe('false');
    expect(added.getByLabelText('Episode').getAttribute('aria-invalid')).toBe('false');
    expect(screen.queryByText(PROMPT_FORM_MESSAGES.quoteText)).toBeNull();
    expect(screen.queryByText(PROMPT_FORM_MESSAGES.quoteEpisode)).toBeNull();

    // Typing in one field checks that field as the admin goes; the others wait.
    fireEvent.change(added.getByLabelText('Quote text'), { target: { value: 'Demand follows.' } });
    fireEvent.change(added.getByLabelText('Quote text'), { target: { value: '' } });
    expect(added.getByText(PROMPT_FORM_MESSAGES.quoteText)).toBeTruthy();
    expect(added.getByLabelText('Episode').getAttribute('aria-invalid')).toBe('false');

    // Saving again shows every problem of the new quote.
    fireEvent.click(screen.getByRole('button', { name: 'Save response' }));
    expect(added.getByText(PROMPT_FORM_MESSAGES.quoteEpisode)).toBeTruthy();
    expect(added.getByLabelText('Episode').getAttribute('aria-invalid')).toBe('true');
  });

  it("keeps showing a new quote's problems once a save has shown them, when the list changes again", async () => {
    await saveRefused();
    fireEvent.click(screen.getByRole('button', { name: 'Add quote' }));
    fireEvent.click(screen.getByRole('button', { name: 'Save response' }));
    const added = within(screen.getByRole('listitem', { name: 'Quote 3' }));
    expect(added.getByText(PROMPT_FORM_MESSAGES.quoteText)).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Remove quote 1' }));
    const moved = within(screen.getByRole('listitem', { name: 'Quote 2' }));
    expect(moved.getByText(PROMPT_FORM_MESSAGES.quoteText)).toBeTruthy();
    expect(moved.getByText(PROMPT_FORM_MESSAGES.quoteEpisode)).toBeTruthy();
  });

  it('shows the problems of a quote added before the first save when saving', () => {
    renderRefusedForm();
    fireEvent.click(screen.getByRole('button', { name: 'Add quote' }));
    fireEvent.click(screen.getByRole('button', { name: 'Save response' }));
    const added = within(screen.getByRole('listitem', { name: 'Quote 3' }));
    expect(added.getByText(PROMPT_FORM_MESSAGES.quoteText)).toBeTruthy();
    expect(added.getByLabelText('Episode').getAttribute('aria-invalid')).toBe('true');
  });
});
