import { describe, expect, it } from 'vitest';
import {
  deletePreview,
  emptyQuoteRow,
  PROMPT_FORM_MESSAGES,
  promptTextPatch,
  quotesToRows,
  responseSubmitErrors,
  rowsToQuotes,
  validatePromptResponse,
  validatePromptText,
} from './prompt-edit';

describe('text and slug mode', () => {
  const initial = { text: 'How do I price a product?', slug: 'how-do-i-price-a-product' };

  it('requires text and accepts an empty slug', () => {
    expect(validatePromptText({ text: '  ', slug: '' })).toEqual({ text: PROMPT_FORM_MESSAGES.text });
    expect(validatePromptText({ text: 'Pricing?', slug: undefined })).toEqual({});
  });

  it('refuses slugs that are not lower-case words joined by single hyphens', () => {
    for (const slug of ['Upper', 'two--hyphens', 'spaces here', '-leading'])
      expect(validatePromptText({ text: 'x', slug }).slug).toBe(PROMPT_FORM_MESSAGES.slug);
    expect(validatePromptText({ text: 'x', slug: 'pricing-101' })).toEqual({});
  });

  it("keeps a changed text to a visitor's question rules (words, 20 of them, 300 characters)", () => {
    const words = (n: number) => Array.from({ length: n }, (_, i) => `word${i}`).join(' ');
    expect(validatePromptText({ text: words(20), slug: '' })).toEqual({});
    expect(validatePromptText({ text: words(21), slug: '' })).toEqual({ text: 'Please rephrase in 20 words or fewer.' });
    expect(validatePromptText({ text: 'x'.repeat(300), slug: '' })).toEqual({});
    expect(validatePromptText({ text: 'x'.repeat(301), slug: '' })).toEqual({ text: 'Please keep the question to 300 characters or fewer.' });
    expect(validatePromptText({ text: '?!', slug: '' })).toEqual({ text: 'Please write the question in words.' });
    // A longer text stored before (the server checks only a text it is sent) does not stop a change of slug.
    expect(validatePromptText({ text: words(30), slug: 'new-slug' }, words(30))).toEqual({});
  });

  it('refuses an id-shaped slug, which the answer page would not open', () => {
    expect(validatePromptText({ text: 'x', slug: '3f2504e0-4f89-11d3-9a0c-0305e82c3301' }).slug).toBe(PROMPT_FORM_MESSAGES.slugIdShaped);
  });

  it('sends only what changed', () => {
    expect(promptTextPatch(initial, { ...initial })).toEqual({});
    expect(promptTextPatch(initial, { ...initial, text: ' Pricing, again? ' })).toEqual({ text: 'Pricing, again?' });
    expect(promptTextPatch(initial, { ...initial, slug: 'pricing' })).toEqual({ slug: 'pricing' });
  });

  it('sends an emptied slug as an empty string, asking for an automatic one', () => {
    expect(promptTextPatch(initial, { text: initial.text, slug: undefined })).toEqual({ slug: '' });
  });
});

describe('response and quotes mode', () => {
  it('round-trips quotes through editable rows, normalising timestamps', () => {
    const quotes = [{ text: 'Charge more.', episode: 3, guest: 'Ada', timestamp: '4:05' }];
    const rows = quotesToRows(quotes);
    expect(rows[0]).toMatchObject({ text: 'Charge more.', episode: '3', guest: 'Ada', timestamp: '4:05' });
    expect(rowsToQuotes(rows)).toEqual([{ text: 'Charge more.', episode: 3, guest: 'Ada', timestamp: '04:05' }]);
  });

  it('starts a new quote at the 00:00 placeholder, and gives an emptied timestamp 00:00', () => {
    expect(emptyQuoteRow().timestamp).toBe('00:00');
    expect(rowsToQuotes([{ ...emptyQuoteRow(), text: 'x', episode: '2' }])[0]!.timestamp).toBe('00:00');
    expect(rowsToQuotes([{ ...emptyQuoteRow(), text: 'x', episode: '2', timestamp: '' }])[0]!.timestamp).toBe('00:00');
  });

  it('keeps an estimated time marked as an estimate', () => {
    const rows = quotesToRows([{ text: 'Charge more.', episode: 3, guest: 'Ada', timestamp: '03:30', estimated: true }]);
    expect(rows[0]!.estimated).toBe(true);
    expect(rowsToQuotes(rows)).toEqual([{ text: 'Charge more.', episode: 3, guest: 'Ada', timestamp: '03:30', estimated: true }]);
  });

  it('gives every new row its own key', () => {
    expect(emptyQuoteRow().key).not.toBe(emptyQuoteRow().key);
  });

  it('requires the answer, and text and a positive episode number on each quote', () => {
    const good = { ...emptyQuoteRow(), text: 'Quote', episode: '4' };
    expect(validatePromptResponse({ fullResponse: 'Answer', quotes: [good] })).toEqual({});
    expect(validatePromptResponse({ fullResponse: ' ', quotes: [good, { ...emptyQuoteRow(), episode: '0' }] })).toEqual({
      fullResponse: PROMPT_FORM_MESSAGES.fullResponse,
      quotes: [undefined, { text: PROMPT_FORM_MESSAGES.quoteText, episode: PROMPT_FORM_MESSAGES.quoteEpisode }],
    });
  });
});

describe('quote timestamps in the form', () => {
  const row = (timestamp: string) => ({ ...emptyQuoteRow(), text: 'Quote', episode: '4', timestamp });

  it.each(['99:99', '1:60:00', '1.5', '1234567890123', '75:00', 'soon'])('refuses %j instead of sending 00:00 or another time', (timestamp) => {
    expect(validatePromptResponse({ fullResponse: 'Answer', quotes: [row(timestamp)] })).toEqual({
      quotes: [{ timestamp: PROMPT_FORM_MESSAGES.quoteTimestamp }],
    });
  });

  it.each(['04:30', '4:5', '1:02:03', '90', '', ' 12:07 '])('accepts %j', (timestamp) => {
    expect(validatePromptResponse({ fullResponse: 'Answer', quotes: [row(timestamp)] })).toEqual({});
  });
});

describe("the server's field errors on the response form", () => {
  it("puts the answer's on its field and each quote's on its row, as GraphQL or REST names them", () => {
    const missing = 'Episode 999 does not exist.';
    expect(responseSubmitErrors({ 'quotes.2.episode': missing, fullResponse: 'No.', slug: 'not this form' })).toEqual({
      fullResponse: 'No.',
      quotes: [undefined, undefined, { episode: missing }],
    });
    expect(responseSubmitErrors({ 'sources.quotes.0.episode': missing, 'sources.quotes.0.timestamp': 'Bad time' })).toEqual({
      quotes: [{ episode: missing, timestamp: 'Bad time' }],
    });
    expect(responseSubmitErrors({ isPublished: 'Not here' })).toBeUndefined();
    expect(responseSubmitErrors(undefined)).toBeUndefined();
  });
});

describe('deletePreview', () => {
  it('keeps short texts whole and cuts long ones to 40 characters plus an ellipsis', () => {
    expect(deletePreview('Short question?')).toBe('Short question?');
    const long = 'What is the single most important thing about early-stage pricing?';
    expect(deletePreview(long)).toBe(`${long.slice(0, 40)}...`);
  });
});
