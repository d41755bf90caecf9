import { describe, expect, it } from 'vitest';
import { positiveOrder, reciprocalRankFusion, topPositive } from './fusion.js';

describe('positiveOrder', () => {
  it('orders positive scores best first, ties by index, and leaves out the rest', () => {
    expect(positiveOrder([0.5, 0, 2, 0.5, -1])).toEqual([2, 0, 3]);
  });
});

describe('topPositive', () => {
  it('selects the best k positive scores in order, as a full sort would', () => {
    const scores = [0.5, 0, 2, 0.5, -1, 3, 0.1, 2];
    expect(topPositive(scores, 3)).toEqual([5, 2, 7]);
    expect(topPositive(scores, 10)).toEqual(positiveOrder(scores));
    expect(topPositive(scores, 0)).toEqual([]);
  });
});

describe('reciprocalRankFusion', () => {
  it('adds weight / (k + rank) from every ranking that lists an item', () => {
    const fused = reciprocalRankFusion(
      [
        { order: [2, 0], weight: 1 },
        { order: [0, 1], weight: 0.5 },
      ],
      4,
      5,
    );
    expect(fused[0]).toBeCloseTo(1 / 7 + 0.5 / 6);
    expect(fused[1]).toBeCloseTo(0.5 / 7);
    expect(fused[2]).toBeCloseTo(1 / 6);
    expect(fused[3]).toBe(0);
  });

  it('prefers an item both rankings place second over items only one ranking lists first', () => {
    const fused = reciprocalRankFusion(
      [
        { order: [0, 1], weight: 1 },
        { order: [2, 1], weight: 1 },
      ],
      3,
      5,
    );
    expect(positiveOrder(fused)[0]).toBe(1);
  });
});
