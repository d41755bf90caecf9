import { describe, expect, it } from 'vitest';
import { PASSAGE_RANKER, rankerScore, weightVector, type LinearModel } from './learned-ranker.js';
import { feature, FEATURE_COUNT, FEATURES } from './passage-features.js';

const model = (weights: Partial<LinearModel['weights']>): LinearModel => ({
  weights: { ...Object.fromEntries(FEATURES.map((f) => [f, 0])), ...weights } as LinearModel['weights'],
});

describe('learned ranker', () => {
  it('scores a candidate as the weighted sum of its features, never below 0', () => {
    const w = weightVector(model({ bm25: 2, secondary: -1, lsa: 0.5 }));
    const features = new Float64Array(2 * FEATURE_COUNT);
    features[feature('bm25')] = 0.5;
    features[feature('lsa')] = 0.4;
    features[FEATURE_COUNT + feature('bm25')] = 0.2;
    features[FEATURE_COUNT + feature('secondary')] = 1;
    expect(rankerScore(w, features, 0)).toBeCloseTo(1.2, 9);
    expect(rankerScore(w, features, FEATURE_COUNT)).toBe(0);
  });

  it('lists the weights in the order of the features', () => {
    const w = weightVector(model({ turnStart: 3 }));
    expect(w).toHaveLength(FEATURE_COUNT);
    expect(w[feature('turnStart')]).toBe(3);
  });

  it('ships fitted weights for every feature: keyword match and the guest speaking count for a passage', () => {
    for (const stage of [PASSAGE_RANKER.first, PASSAGE_RANKER.second]) {
      expect(Object.keys(stage.weights).sort()).toEqual([...FEATURES].sort());
      expect(stage.weights.bm25).toBeGreaterThan(0);
      expect(stage.weights.secondary).toBeLessThan(0);
    }
    expect(PASSAGE_RANKER.shortlist).toBeGreaterThanOrEqual(50);
  });
});
