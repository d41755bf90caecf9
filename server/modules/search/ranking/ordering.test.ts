import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { bestOf, firstOfEach, rankWithRepeatDecay } from './ordering.js';

/** What bestOf returns, by sorting: the k highest positive scores, ties at the k-th score first in `items` order. */
function bestBySorting(scores: Float64Array, items: readonly number[], k: number): number[] {
  const positive = items.filter((i) => scores[i]! > 0);
  if (positive.length <= k) return positive;
  const threshold = positive.map((i) => scores[i]!).sort((a, b) => b - a)[k - 1]!;
  const above = positive.filter((i) => scores[i]! > threshold);
  return [...above, ...positive.filter((i) => scores[i] === threshold).slice(0, k - above.length)];
}

describe('ordering', () => {
  it('rankWithRepeatDecay lowers each further passage of an episode and keeps the first `limit`', () => {
    const episodeOf = (i: number) => (i < 10 ? 0 : 1);
    const ranked = rankWithRepeatDecay([1, 2, 3, 11], [1, 0.95, 0.9, 0.8], episodeOf, 0.5, 3);
    expect(ranked.map((r) => r.index)).toEqual([1, 11, 2]);
    expect(ranked.map((r) => r.score)).toEqual([1, 0.8, 0.475]);
  });

  it('bestOf keeps the k highest positive scores, ties at the k-th score first in the order given', () => {
    const scores = Float64Array.from([0, 5, 3, 5, -1, 3, 3, 9]);
    expect(bestOf(scores, [0, 1, 2, 3, 4, 5, 6, 7], 4).sort()).toEqual([1, 2, 3, 7]);
    expect(bestOf(scores, [6, 5, 2, 7, 3, 1], 4).sort()).toEqual([1, 3, 6, 7]);
    expect(bestOf(scores, [0, 4, 2], 5)).toEqual([2]);
  });

  it('bestOf selects as sorting would, with many tied and repeated scores in any order', () => {
    const byIndex = (a: number, b: number) => a - b;
    fc.assert(
      fc.property(
        fc.array(fc.integer({ min: -3, max: 12 }), { minLength: 1, maxLength: 300 }),
        fc.integer({ min: 1, max: 40 }),
        fc.boolean(),
        (raw, k, reversed) => {
          const scores = Float64Array.from(raw, (x) => x / 4);
          const items = raw.map((_, i) => i);
          if (reversed) items.reverse();
          expect(bestOf(scores, items, k).sort(byIndex)).toEqual(bestBySorting(scores, items, k).sort(byIndex));
        },
      ),
    );
  });

  it('firstOfEach keeps the first item of each key, in order', () => {
    const hits = [
      { turn: 4, score: 9 },
      { turn: 2, score: 8 },
      { turn: 4, score: 7 },
      { turn: 3, score: 6 },
      { turn: 2, score: 5 },
    ];
    expect(firstOfEach(hits, (h) => h.turn)).toEqual([hits[0], hits[1], hits[3]]);
  });
});
