import { describe, expect, it } from 'vitest';
import { endsWithQuestion } from '../../../../common/passages.js';
import { feature, FEATURE_COUNT, FEATURES, informationShare, phraseShare, proximity, questionPhrases } from './passage-features.js';

describe('passage features', () => {
  it('weighs the question terms a passage holds (bit k for the k-th) by their IDF', () => {
    const question = [
      { term: 'pricing', idf: 3 },
      { term: 'annual', idf: 1 },
    ];
    expect(informationShare(question, 0b01)).toBeCloseTo(0.75, 9);
    expect(informationShare(question, 0b10)).toBeCloseTo(0.25, 9);
    expect(informationShare(question, 0b11)).toBe(1);
    expect(informationShare(question, 0)).toBe(0);
    expect(informationShare([], 0b11)).toBe(0);
    const long = Array.from({ length: 32 }, (_, k) => ({ term: `t${k}`, idf: 1 }));
    expect(informationShare(long, 1 << 31)).toBeCloseTo(1 / 32, 9);
    expect(informationShare(long, 0xffffffff)).toBe(1);
  });

  it('measures proximity as the matched terms over the shortest run holding them all', () => {
    const question = new Set(['product', 'market', 'fit']);
    expect(proximity(['we', 'found', 'product', 'market', 'fit'], question)).toBe(1);
    // The whole list holds the three in 7 terms; the last "fit" closes a run of 4.
    expect(proximity(['fit', 'x', 'y', 'product', 'z', 'market', 'fit'], question)).toBeCloseTo(3 / 4, 9);
    expect(proximity(['fit', 'x', 'y', 'product', 'z', 'market'], question)).toBeCloseTo(3 / 6, 9);
    expect(proximity(['market', 'a', 'b', 'c', 'fit'], question)).toBeCloseTo(2 / 5, 9);
    expect(proximity(['market', 'market', 'a'], question)).toBe(0);
    expect(proximity([], question)).toBe(0);
  });

  it('counts the question’s adjacent term pairs found adjacent in the passage', () => {
    expect(phraseShare(['find', 'product', 'market', 'fit'], questionPhrases(['product', 'market', 'fit']))).toBe(1);
    expect(phraseShare(['market', 'product', 'fit', 'market'], questionPhrases(['product', 'market', 'fit']))).toBe(0);
    expect(phraseShare(['product', 'market', 'later', 'fit'], questionPhrases(['product', 'market', 'fit']))).toBe(0.5);
    expect(phraseShare(['pricing'], questionPhrases(['pricing']))).toBe(0);
    expect(phraseShare(['a', 'b', 'x', 'a', 'b'], questionPhrases(['a', 'b', 'c', 'a', 'b']))).toBe(0.5);
  });

  it('recognises a turn that ends with a question', () => {
    expect(endsWithQuestion('So how did you price it?')).toBe(true);
    expect(endsWithQuestion('What did they say?" ')).toBe(true);
    expect(endsWithQuestion('Is it? We never knew.')).toBe(false);
  });

  it('names each feature once, in a fixed order', () => {
    expect(new Set(FEATURES).size).toBe(FEATURE_COUNT);
    expect(feature('bm25')).toBe(0);
    expect(FEATURES[feature('turnStart')]).toBe('turnStart');
  });
});
