import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { Form, FormSpy } from 'react-final-form';
import { ThemeProvider } from 'styled-components';
import { afterEach, describe, expect, it } from 'vitest';
import { theme } from '../../../theme/theme';
import { quotesToRows, type PromptResponseValues } from './prompt-edit';
import { QuoteRows } from './QuoteRows';

const quotes = [
  { text: 'First quote', episode: 1, guest: 'Ada', timestamp: '01:00' },
  { text: 'Second quote', episode: 2, guest: 'Grace', timestamp: '02:00' },
  { text: 'Third quote', episode: 3, guest: 'Hedy', timestamp: '03:00' },
];

function renderRows() {
  let latest: PromptResponseValues | undefined;
  render(
    <ThemeProvider theme={theme}>
      <Form<PromptResponseValues>
        onSubmit={() => undefined}
        initialValues={{ fullResponse: 'x', quotes: quotesToRows(quotes) }}
        render={() => (
          <>
            <QuoteRows />
            <FormSpy subscription={{ values: true }} onChange={({ values }) => (latest = values as PromptResponseValues)} />
          </>
        )}
      />
    </ThemeProvider>,
  );
  return { values: () => latest! };
}

const guests = () => screen.getAllByLabelText('Guest').map((input) => (input as HTMLInputElement).value);

describe('QuoteRows', () => {
  afterEach(cleanup);

  it('removes the chosen quote, from the form values and from the screen', () => {
    const form = renderRows();
    fireEvent.click(screen.getByRole('button', { name: 'Remove quote 1' }));
    expect(form.values().quotes.map((q) => q.guest)).toEqual(['Grace', 'Hedy']);
    expect(guests()).toEqual(['Grace', 'Hedy']);
  });

  it('adds an empty quote at the end', () => {
    const form = renderRows();
    fireEvent.click(screen.getByRole('button', { name: 'Remove quote 1' }));
    fireEvent.click(screen.getByRole('button', { name: 'Add quote' }));
    expect(guests()).toEqual(['Grace', 'Hedy', '']);
    expect(form.values().quotes.map((q) => q.guest)).toEqual(['Grace', 'Hedy', '']);
    const added = screen.getByRole('listitem', { name: 'Quote 3' });
    expect(within(added).getByLabelText<HTMLTextAreaElement>('Quote text').value).toBe('');
  });

  it('edits the fields of the right quote after a removal', () => {
    const form = renderRows();
    fireEvent.click(screen.getByRole('button', { name: 'Remove quote 2' }));
    const second = screen.getByRole('listitem', { name: 'Quote 2' });
    fireEvent.change(within(second).getByLabelText('Timestamp'), { target: { value: '3:30' } });
    expect(form.values().quotes.map((q) => [q.guest, q.timestamp])).toEqual([
      ['Ada', '01:00'],
      ['Hedy', '3:30'],
    ]);
  });

  it('keeps keyboard focus in the list: on the next Remove after a removal, in a quote just added', () => {
    renderRows();
    fireEvent.click(screen.getByRole('button', { name: 'Remove quote 2' }));
    // The third quote is now the second.
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Remove quote 2' }));
    fireEvent.click(screen.getByRole('button', { name: 'Remove quote 2' }));
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Remove quote 1' }));
    fireEvent.click(screen.getByRole('button', { name: 'Remove quote 1' }));
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Add quote' }));
    fireEvent.click(screen.getByRole('button', { name: 'Add quote' }));
    expect(document.activeElement).toBe(within(screen.getByRole('listitem', { name: 'Quote 1' })).getByLabelText('Quote text'));
  });
});
