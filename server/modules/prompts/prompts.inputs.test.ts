import { describe, expect, it } from 'vitest';
import { QUESTION_TOO_LONG } from '../../../common/question.js';
import { isEmptyPatch, PROMPT_MESSAGES, PromptPatch, SortParam } from './prompts.inputs.js';

const quote = (episode: number, timestamp: string | number = '01:00') => ({ text: 'Words.', episode, guest: 'A', timestamp });

describe('PromptPatch', () => {
  it('reads quotes from `quotes` (GraphQL) or `sources.quotes` (REST), normalising timestamps', () => {
    expect(PromptPatch.parse({ quotes: [quote(1, '4:5')] }).quotes?.[0]?.timestamp).toBe('04:05');
    expect(PromptPatch.parse({ sources: { quotes: [quote(1, 75)] } }).quotes?.[0]?.timestamp).toBe('01:15');
    expect(PromptPatch.parse({ sources: { quotes: [{ text: 'x', episode: 2 }] } }).quotes).toEqual([{ text: 'x', episode: 2, guest: '', timestamp: '00:00' }]);
  });

  it('treats null and absent fields as unchanged, and a blank slug as "make one"', () => {
    const patch = PromptPatch.parse({ isPublished: null, text: null, slug: '  ' });
    expect(patch).toEqual({ isPublished: undefined, text: undefined, slug: '', fullResponse: undefined, quotes: undefined });
    expect(isEmptyPatch(PromptPatch.parse({ isPublished: null }))).toBe(true);
    expect(isEmptyPatch(PromptPatch.parse({ isPublished: false }))).toBe(false);
  });

  it.each([
    [{ slug: 'Has Spaces' }, PROMPT_MESSAGES.slug],
    [{ slug: '-leading' }, PROMPT_MESSAGES.slug],
    [{ slug: 'a'.repeat(201) }, PROMPT_MESSAGES.slugLength],
    [{ text: '' }, PROMPT_MESSAGES.text],
    [{ text: Array.from({ length: 21 }, (_, i) => `word${i}`).join(' ') }, QUESTION_TOO_LONG],
    [{ text: `${'a'.repeat(150)} ${'b'.repeat(150)}` }, PROMPT_MESSAGES.textLength],
    [{ text: 'x'.repeat(20_000) }, PROMPT_MESSAGES.textLength],
    [{ fullResponse: ' \n ' }, PROMPT_MESSAGES.fullResponse],
    [{ text: 123 }, PROMPT_MESSAGES.textType],
    [{ fullResponse: 123 }, PROMPT_MESSAGES.fullResponseType],
    [{ quotes: [quote(-3)] }, PROMPT_MESSAGES.quoteEpisode],
    [{ quotes: [{ ...quote(1), text: ' ' }] }, PROMPT_MESSAGES.quoteText],
  ])('refuses %o', (input, message) => {
    const result = PromptPatch.safeParse(input);
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe(message);
  });
});

describe('PromptPatch text', () => {
  it("keeps to a visitor's question limits: 20 words and 300 characters (trimmed), told as a visitor is", () => {
    const twenty = Array.from({ length: 20 }, (_, i) => `word${i}`).join(' ');
    expect(PromptPatch.parse({ text: `  ${twenty}  ` }).text).toBe(twenty);
    expect(PromptPatch.parse({ text: 'x'.repeat(300) }).text).toHaveLength(300);
    expect(PROMPT_MESSAGES.textLength).toBe('Please keep the question to 300 characters or fewer.');
    expect(QUESTION_TOO_LONG).toBe('Please rephrase in 20 words or fewer.');
  });
});

describe('SortParam', () => {
  it('maps the REST sort parameter', () => {
    expect(SortParam.parse(undefined)).toBe('NEWEST');
    expect(SortParam.parse('popular')).toBe('POPULAR');
    expect(SortParam.safeParse('POPULAR').success).toBe(false);
  });
});
