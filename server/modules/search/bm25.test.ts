import { describe, expect, it } from 'vitest';
import { bagOf, bm25Idf, InvertedIndex } from './bm25.js';

// Term ids: 0 pricing, 1 seats, 2 growth, 3 filler.
const docs = [
  [0, 1, 3, 3, 3, 3, 3, 3],
  [0, 1],
  [2, 2, 3],
  [2, 3, 3],
];
const index = new InvertedIndex(docs.map(bagOf), 4);

describe('InvertedIndex (BM25)', () => {
  it('keeps the corpus statistics', () => {
    expect(index.documents).toBe(4);
    expect(index.averageLength).toBeCloseTo((8 + 2 + 3 + 3) / 4);
    expect([...index.df]).toEqual([2, 2, 2, 3]);
  });

  it('weighs rare terms more than common ones', () => {
    expect(index.idf(0)).toBeCloseTo(bm25Idf(4, 2));
    expect(index.idf(0)).toBeGreaterThan(index.idf(3));
    expect(index.idf(99)).toBeCloseTo(bm25Idf(4, 0));
  });

  it('scores only documents that contain a query term', () => {
    const scores = index.scores([{ id: 0, weight: 1 }]);
    expect(scores[2]).toBe(0);
    expect(scores[3]).toBe(0);
    expect(scores[0]).toBeGreaterThan(0);
  });

  it('normalises by length: the same match counts more in a shorter document', () => {
    const scores = index.scores([{ id: 0, weight: 1 }, { id: 1, weight: 1 }]);
    expect(scores[1]).toBeGreaterThan(scores[0]!);
    const unnormalised = index.scores([{ id: 0, weight: 1 }], { k1: 1.2, b: 0 });
    expect(unnormalised[1]).toBeCloseTo(unnormalised[0]!);
  });

  it('saturates repeated terms and scales with query weights', () => {
    const once = index.scores([{ id: 2, weight: 1 }]);
    expect(once[2]! / once[3]!).toBeLessThan(2);
    const doubled = index.scores([{ id: 2, weight: 2 }]);
    expect(doubled[2]).toBeCloseTo(2 * once[2]!);
  });
});
