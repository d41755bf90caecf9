import { describe, expect, it } from 'vitest';
import { figuresByType, hitAt, percentile, summarize, type QuestionOutcome } from './retrieval-metrics.js';

const outcome = (type: string, gold: number[], hits: number[], supported = true, ms = [10]): QuestionOutcome => ({
  question: { id: `${type}-${gold.join('-')}-${hits.join('-')}`, question: '?', type, gold: gold.map((episode) => ({ episode, timestamp: '01:00' })) },
  hits: hits.map((episode) => ({ episode, timestamp: episode === gold[0] ? '01:00' : '02:00' })),
  coverage: supported ? 0.9 : 0.1,
  supported,
  ms,
});

describe('retrieval metrics', () => {
  it('counts a hit when a gold episode is among the top k hits', () => {
    const o = outcome('paraphrased', [7], [3, 5, 7, 7]);
    expect(hitAt(o, 1)).toBe(false);
    expect(hitAt(o, 2)).toBe(false);
    expect(hitAt(o, 3)).toBe(true);
  });

  it('gives per-type shares, gold episodes reached and decline rates', () => {
    const figures = figuresByType([
      outcome('cross-episode', [1, 2, 3], [1, 4, 2, 1, 5]),
      outcome('cross-episode', [6, 7], [8, 9, 7, 7, 7]),
      outcome('unanswerable', [], [1, 2], false),
      outcome('unanswerable', [], [1, 2], true),
    ]);
    expect(figures.map((f) => f.type)).toEqual(['cross-episode', 'unanswerable']);
    const [cross, unanswerable] = figures;
    expect(cross!.hitAt).toEqual({ 1: 0.5, 3: 1, 5: 1 });
    expect(cross!.distinctGoldAt5).toBe(1.5);
    expect(cross!.goldPerQuestion).toBe(2.5);
    expect(cross!.goldTurnAt5).toBe(0.5);
    expect(unanswerable!.declined).toBe(0.5);
  });

  it('summarises false declines, declines and latency percentiles over every round', () => {
    const summary = summarize([
      outcome('specific-fact', [1], [1], true, [5, 7]),
      outcome('paraphrased', [2], [3], false, [9, 30]),
      outcome('unanswerable', [], [1], false, [11, 13]),
    ]);
    expect(summary).toMatchObject({ answerable: 2, hitAt3: 0.5, falseDeclines: 1, unanswerable: 1, declined: 1 });
    expect(summary.p50).toBe(9);
    expect(summary.p95).toBe(30);
  });

  it('takes percentiles by rank', () => {
    expect(percentile([], 50)).toBe(0);
    expect(percentile([4, 1, 3, 2], 50)).toBe(2);
    expect(percentile([4, 1, 3, 2], 100)).toBe(4);
  });
});
