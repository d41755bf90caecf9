import { describe, expect, it } from 'vitest';
import { condenseQuote, condenseSentence, TAKEAWAY_MAX_WORDS } from './takeaways.js';

/** Words a point may not end on: they leave a phrase unfinished. */
const DANGLING_END = /\b(?:a|an|the|and|or|but|so|because|which|that|to|of|in|on|at|for|with|from|within|is|are|was|be|like|than|then)[.!?]$/i;

// Made-up sentences, written for these tests.
const SENTENCES = [
  'Show a floor, like starts at a hundred dollars a week, and then say talk to us about the rest of the plans we sell.',
  'We cut the checklist from nine items to four, because the items we removed served us and not the user at all in the end.',
  'So activation for us is the share of new accounts that reach the first real milestone within a fixed window of seven days after they sign up.',
  'Honestly, you know, the thing is that retention follows activation, and activation follows the first real task that someone finishes on their own.',
  'If you run a price test on existing customers without telling them, you will lose their trust, and trust is much harder to win back than revenue.',
  'Consumers do not compare paywalls with strangers, and the effect of price is so large compared to anything else you can test on a paywall.',
  'Those pages get traffic, but the people reading them are students and, you know, people doing homework, not owners about to buy.',
];

describe('takeaways', () => {
  it('are complete sentences that never end on a dangling word, and short', () => {
    for (const sentence of SENTENCES) {
      const point = condenseSentence(sentence);
      if (point === null) continue;
      expect(point, sentence).toMatch(/^[A-Z].*[.!?]$/);
      expect(point, sentence).not.toMatch(DANGLING_END);
      expect(point, sentence).not.toContain('…');
      expect(point.split(' ').length, sentence).toBeLessThanOrEqual(24);
    }
  });

  it('cut a long statement where a clause ends', () => {
    expect(condenseSentence(SENTENCES[1]!)).toBe('We cut the checklist from nine items to four.');
    expect(condenseSentence(SENTENCES[5]!)).toBe('Consumers do not compare paywalls with strangers.');
    // Not at "and then": the clause before it would end on "and".
    expect(condenseSentence(SENTENCES[0]!)).not.toMatch(/\band\.$/);
  });

  it('keep "not just X, but Y" whole rather than cut it to its opposite', () => {
    const point = condenseSentence('And this is not just about setting the price too low, but it is also about leaving money on the table for bigger teams.');
    expect(point === null || /not just/.test(point)).toBe(true);
    expect(point ?? '').not.toMatch(/^This is not about setting the price too low\.$/);
  });

  it('leave out a long statement with no clause boundary rather than cut it mid-phrase', () => {
    expect(condenseSentence(SENTENCES[2]!)).toBeNull();
  });

  it('drop spoken fillers without leaving stray commas', () => {
    expect(condenseSentence(SENTENCES[6]!, TAKEAWAY_MAX_WORDS)).not.toMatch(/and,/);
    expect(condenseSentence(SENTENCES[3]!)).toMatch(/^Retention follows activation/);
    // An enumeration marker ("Two is …") is no part of the point.
    expect(condenseSentence('And two is that the sellers use the product far more deeply than the buyers do.')).toBe(
      'The sellers use the product far more deeply than the buyers do.',
    );
  });

  it('prefer a statement that stands on its own over one that points back with a pronoun', () => {
    const point = condenseQuote(
      ['Those pages bring in the most signups from search.', 'Search pages bring in the most signups for small teams.'],
      ['search', 'signup'],
    );
    expect(point?.text).toBe('Search pages bring in the most signups for small teams.');
  });
});
