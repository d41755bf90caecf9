import { describe, expect, it } from 'vitest';
import { contentTerms } from './content-terms.js';
import type { AnswerRequest } from './generation.port.js';
import { analyseQuestion, coverageOf, definedTerms } from './question-terms.js';

describe('a question asking what something is', () => {
  it('finds what it asks to define', () => {
    expect(definedTerms('What is product-market fit?')).toEqual(['product', 'market', 'fit']);
    expect(definedTerms("What's a North Star metric?")).toEqual(['north', 'star', 'metric']);
    expect(definedTerms('What does churn mean?')).toEqual(['churn']);
    expect(definedTerms('How do you reduce churn?')).toEqual([]);
  });
});

describe('a hyphenated compound of the question', () => {
  const request = (question: string, texts: string[]): AnswerRequest => ({
    question,
    episodes: new Map([[301, { number: 301, title: 'Starting a market for garden produce', guest: 'Ada Vale' }]]),
    passages: texts.map((text, i) => ({ id: `p${i}`, episodeNumber: 301, speaker: 'Ada Vale', score: 1, text, timestamp: '00:00', turnIndex: i, ordinal: i })),
  });
  const coverage = (question: string, sentence: string) => {
    const { terms } = analyseQuestion(request(question, [sentence, 'We sold seeds at the weekend market.', 'Buyers came back every week.']));
    return coverageOf(new Set(contentTerms(sentence)), terms);
  };

  it('is held by a sentence only with all its words: a part alone names something else', () => {
    const question = 'How do marketplaces solve the chicken-and-egg problem?';
    expect(coverage(question, 'I keep chickens in the garden.')).toBe(0);
    expect(coverage(question, 'Every new marketplace has to solve a chicken and egg problem.')).toBeCloseTo(1);
    expect(coverage(question, 'A marketplace with no sellers has a problem.')).toBeGreaterThan(0);
  });

  it('leaves the same words written apart alone', () => {
    expect(coverage('How do marketplaces solve the chicken and egg problem?', 'I keep chickens in the garden.')).toBeGreaterThan(0);
  });
});

describe("the question's informative words", () => {
  const request = (termInformation?: ReadonlyMap<string, number>): AnswerRequest => ({
    question: 'How long does SEO take before it starts paying off?',
    episodes: new Map([[302, { number: 302, title: 'Growing a bakery online', guest: 'Ada Vale' }]]),
    passages: [
      'SEO took us about nine months before it started paying for itself.',
      'Our SEO work started with the recipes people search for.',
      'We started paying the rent late once.',
    ].map((text, i) => ({ id: `p${i}`, episodeNumber: 302, speaker: 'Ada Vale', score: 1, text, timestamp: '00:00', turnIndex: i, ordinal: i })),
    ...(termInformation ? { termInformation } : {}),
  });

  it("are the subject the corpus rarely holds, not the words any answer shares, when search reports the corpus's information", () => {
    const information = new Map([
      ['seo', 6.1],
      ['long', 2.0],
      ['take', 1.5],
      ['start', 1.2],
      ['pay', 2.2],
    ]);
    expect([...analyseQuestion(request(information)).terms.informative]).toEqual(['seo']);
  });

  it("fall back on the words' rarity among the retrieved sentences: a word every sentence holds is not one", () => {
    // "seo" and "pay" are in two of the three sentences, "start" in all three.
    const { terms } = analyseQuestion(request());
    expect(terms.informative.has('seo')).toBe(true);
    expect(terms.informative.has('pay')).toBe(true);
    expect(terms.informative.has('start')).toBe(false);
  });
});
