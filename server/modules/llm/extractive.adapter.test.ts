import { describe, expect, it } from 'vitest';
import { normalizeForComparison } from '../../../common/quote-verification.js';
import { fixtureRequest, fixtureTranscripts } from '../../../tests/support/answer-fixtures.js';
import { attributionLine, groundDraft } from '../answers/grounding.js';
import { composeExtractiveAnswer } from './extractive.adapter.js';

const transcripts = fixtureTranscripts();
const answer = (question: string) => groundDraft(composeExtractiveAnswer(fixtureRequest(question, transcripts)), transcripts);

const takeawaysOf = (markdown: string) => {
  const section = /## Key Takeaways\n\n((?:- .*\n?)+)/.exec(markdown);
  return section ? section[1]!.trim().split('\n') : [];
};

describe('extractive composer', () => {
  it('writes Key Takeaways, then body text with blockquoted quotes and their attribution lines', () => {
    const { markdown, quotes } = answer('How should onboarding checklists be designed to lift activation?');
    expect(quotes.length).toBeGreaterThanOrEqual(2);
    const points = takeawaysOf(markdown);
    expect(points.length).toBeGreaterThanOrEqual(2);
    expect(points.length).toBeLessThanOrEqual(4);
    for (const point of points) expect(point.split(' ').length).toBeLessThanOrEqual(26);
    expect(markdown.indexOf('## Key Takeaways')).toBe(0);
    // A heading after the takeaways ends that section for the client.
    expect(markdown).toMatch(/## Key Takeaways\n\n(?:- .*\n)+\n## /);
    for (const quote of quotes) {
      expect(markdown).toContain(`> ${quote.text}\n\n${attributionLine(quote)}`);
    }
    expect(markdown).toMatch(/In episode 10[12], (Mara Quill|Tobi Renner) explains:/);
  });

  it('condenses quotes in the takeaways instead of repeating them verbatim', () => {
    const { markdown, quotes } = answer('How should onboarding checklists be designed to lift activation?');
    for (const point of takeawaysOf(markdown)) {
      const words = normalizeForComparison(point.replace(/^- [^:]*: /, ''));
      expect(quotes.some((q) => normalizeForComparison(q.text) === words)).toBe(false);
    }
  });

  it('quotes words verbatim from one turn, attributed to the speaker and the turn start', () => {
    const { quotes } = answer('What did they measure to know onboarding worked for retention?');
    expect(quotes.length).toBeGreaterThan(0);
    for (const q of quotes) {
      const turn = transcripts.get(q.episode)!.find((b) => b.timestamp === q.timestamp && b.speaker === q.guest);
      expect(turn, `turn ${q.episode} ${q.timestamp}`).toBeDefined();
      expect(normalizeForComparison(turn!.text)).toContain(normalizeForComparison(q.text));
    }
  });

  it('prefers the guests over the host and statements over questions', () => {
    const { quotes } = answer('What does onboarding look like for a developer tool?');
    expect(quotes.every((q) => q.guest !== 'Dana Host')).toBe(true);
    expect(quotes.every((q) => !q.text.trim().endsWith('?'))).toBe(true);
  });

  it('spreads quotes across the episodes that speak to a cross-episode question', () => {
    const { quotes, markdown } = answer('How do onboarding checklists and activation tracking affect retention?');
    expect(new Set(quotes.map((q) => q.episode))).toEqual(new Set([101, 102]));
    for (const episode of [101, 102]) expect(quotes.filter((q) => q.episode === episode).length).toBeLessThanOrEqual(2);
    expect(markdown).toMatch(
      /(Mara Quill \(episode 101\)|Tobi Renner \(episode 102\)) speaks to this most directly; (Mara Quill \(episode 101\)|Tobi Renner \(episode 102\)) also weighs in\./,
    );
    // The body relates the guests: a word of the question both of them use.
    expect(markdown).toMatch(/Both (Mara Quill and Tobi Renner|Tobi Renner and Mara Quill) talk about “[a-z-]+”/);
  });

  it('gives the same answer for the same input', () => {
    const question = 'How do onboarding checklists and activation tracking affect retention?';
    expect(answer(question)).toEqual(answer(question));
  });

  it('writes nothing when no passage was retrieved', () => {
    expect(composeExtractiveAnswer({ question: 'Anything?', passages: [], episodes: new Map() })).toEqual({ takeaways: [], blocks: [], quotes: [] });
  });
});
