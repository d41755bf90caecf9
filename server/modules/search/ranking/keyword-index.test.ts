import { describe, expect, it } from 'vitest';
import { referenceKeywordScores } from '../../../../tests/support/bm25-reference.js';
import { tokenize } from '../text/terms.js';
import { KeywordIndex } from './keyword-index.js';

const passages = [
  'We ran A/B tests on pricing pages. Per-seat pricing beat usage pricing, and the annual plan sold itself.',
  'Our R&D budget went into onboarding. Onboarding checklists raised activation by 12 percent.',
  'An analyst who loved statistics and funnels. Funnels, funnels, funnels: she drew them everywhere.',
  'We hire for curiosity. Pricing came later, once the funnel was healthy.',
  'Retention follows activation: people who finished the checklist came back the next week.',
].map((text) => ({ terms: tokenize(text) }));
const index = new KeywordIndex(passages);

describe('KeywordIndex', () => {
  it.each(['pricing', 'pricing funnels onboarding activation', 'first growth hire', 'week checklist per-seat plan', 'zeppelin pricing'])(
    'gives the scores and IDF of the BM25 formula (k1 1.2, b 0.75) for "%s"',
    (question) => {
      const terms = [...new Set(tokenize(question))];
      const actual = index.score(terms);
      const expected = referenceKeywordScores(passages, terms);
      expect([...actual.matched].sort()).toEqual([...expected.scores.keys()].sort());
      actual.scores.forEach((score, i) => expect(score).toBeCloseTo(expected.scores.get(i) ?? 0, 9));
      for (const [term, idf] of expected.idf) expect(actual.idf.get(term)).toBeCloseTo(idf, 9);
      // Bit k of a passage's mask: it holds the k-th question term.
      passages.forEach((p, i) => terms.forEach((term, k) => expect(((actual.held[i]! >>> k) & 1) === 1).toBe(p.terms.includes(term))));
    },
  );

  it('marks in each passage’s mask the first 32 question terms it holds, and no further ones', () => {
    const terms = [...Array.from({ length: 31 }, (_, k) => `absent${k}`), 'price', 'funnel'];
    const { held, scores } = index.score(terms);
    expect(held[0]).toBe(2 ** 31);
    expect(held[2]).toBe(0);
    expect(scores[2]).toBeGreaterThan(0);
  });

  it('weighs a term no passage holds most, and scores nothing for it alone', () => {
    const { idf } = index.score(['zeppelin', 'price']);
    expect(idf.get('zeppelin')).toBeGreaterThan(idf.get('price')!);
    expect(index.score(['zeppelin']).matched).toHaveLength(0);
    expect(index.documentFrequency('funnel')).toBe(2);
  });
});
