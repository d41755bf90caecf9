import { describe, expect, it } from 'vitest';
import { DEFAULT_LSA, trainLsa, trainLsaInWorker } from './lsa.js';
import { randomizedSvd, type CsrMatrix } from './randomized-svd.js';
import { randomizedSvdInWorker } from './svd-thread.js';

/** A small sparse matrix with structure: rows mixing two topics of five columns each. */
function matrix(): CsrMatrix {
  const rowStart = [0];
  const columns: number[] = [];
  const values: number[] = [];
  for (let row = 0; row < 40; row++) {
    const topic = row % 2 === 0 ? 0 : 5;
    for (let k = 0; k < 3; k++) {
      columns.push(topic + ((row + k) % 5));
      values.push(1 + ((row * 7 + k) % 3));
    }
    rowStart.push(columns.length);
  }
  return { rows: 40, cols: 10, rowStart: Uint32Array.from(rowStart), columns: Uint32Array.from(columns), values: Float32Array.from(values) };
}

describe('randomizedSvdInWorker', () => {
  it('gives what randomizedSvd gives, computed in a worker thread', async () => {
    const options = { rank: 3, oversample: 4, iterations: 2, seed: 7 };
    const inWorker = await randomizedSvdInWorker(matrix(), options);
    const here = randomizedSvd(matrix(), options);
    expect(inWorker.values).toEqual(here.values);
    expect(inWorker.right).toEqual(here.right);
  });

  it('answers SVDs asked at once, each its own, one after the other in the one worker', async () => {
    const options = [2, 3, 4].map((rank) => ({ rank, oversample: 3, iterations: 2, seed: rank }));
    const inWorker = await Promise.all(options.map((o) => randomizedSvdInWorker(matrix(), o)));
    expect(inWorker).toEqual(options.map((o) => randomizedSvd(matrix(), o)));
  });

  it('trains the same LSA model as training in the thread', async () => {
    const topics = [
      ['price', 'seat', 'plan', 'tier', 'discount'],
      ['churn', 'retention', 'cohort', 'habit', 'onboarding'],
    ];
    const units = Array.from({ length: 30 }, (_, i) => [...topics[i % 2]!.slice(i % 3), ...topics[i % 2]!.slice(0, 2)]);
    const options = { ...DEFAULT_LSA, dims: 2, oversample: 2, minUnitFrequency: 1 };
    expect(await trainLsaInWorker(units, options)).toEqual(trainLsa(units, options));
  });
});
