import { describe, expect, it } from 'vitest';
import { isSupported, softCoverage, SUPPORT_THRESHOLD } from './coverage.js';
import type { PassageHit } from './search.port.js';

const question = [
  { term: 'price', weight: 2 },
  { term: 'seat', weight: 1 },
  { term: 'tariff', weight: 3 },
];
const none = () => 0;

describe('softCoverage', () => {
  it('is the weighted share of question terms the evidence contains', () => {
    expect(softCoverage(question, new Set(['price', 'seat', 'other']), none)).toBeCloseTo(3 / 6);
    expect(softCoverage(question, new Set(['price', 'seat', 'tariff']), none)).toBe(1);
    expect(softCoverage(question, new Set(), none)).toBe(0);
  });

  it('gives missing terms their similarity to the evidence, clamped to 0..1', () => {
    const similarity = (term: string) => ({ seat: 0.5, tariff: -0.4 })[term] ?? 0;
    expect(softCoverage(question, new Set(['price']), similarity)).toBeCloseTo((2 + 0.5) / 6);
    expect(softCoverage([{ term: 'seat', weight: 1 }], new Set(), () => 3)).toBe(1);
  });

  it('is 0 for a question without terms', () => {
    expect(softCoverage([], new Set(['price']), none)).toBe(0);
  });
});

describe('isSupported', () => {
  const hit: PassageHit = {
    id: 1,
    episodeId: 'e1',
    episodeNumber: 1,
    ordinal: 0,
    turnIndex: 0,
    speaker: 'Ada Example',
    startSeconds: 0,
    timestamp: '00:00',
    text: 'We priced by seat.',
    score: 1,
  };

  it('supports an answer when the best evidence covers enough of the question', () => {
    expect(isSupported({ hits: [hit], coverage: SUPPORT_THRESHOLD })).toBe(true);
    expect(isSupported({ hits: [hit], coverage: 0.9 })).toBe(true);
  });

  it('declines when the coverage is too thin or there are no hits', () => {
    expect(isSupported({ hits: [hit], coverage: SUPPORT_THRESHOLD - 0.01 })).toBe(false);
    expect(isSupported({ hits: [], coverage: 1 })).toBe(false);
  });
});
