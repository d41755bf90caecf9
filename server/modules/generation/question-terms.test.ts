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
