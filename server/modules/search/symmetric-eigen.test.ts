import { describe, expect, it } from 'vitest';
import { seededRandom } from './randomized-svd.js';
import { symmetricEigen } from './symmetric-eigen.js';

function randomSymmetric(n: number, seed: number): Float64Array {
  const random = seededRandom(seed);
  const a = new Float64Array(n * n);
  for (let i = 0; i < n; i++) for (let j = 0; j <= i; j++) a[i * n + j] = a[j * n + i] = random() - 0.5;
  return a;
}

describe('symmetricEigen', () => {
  it('finds the eigenvalues of a diagonal matrix, largest first', () => {
    const { values } = symmetricEigen(Float64Array.from([2, 0, 0, 0, -1, 0, 0, 0, 5]), 3);
    expect([...values]).toEqual([5, 2, -1]);
  });

  it('satisfies A v = λ v with orthonormal eigenvectors', () => {
    const n = 12;
    const a = randomSymmetric(n, 42);
    const { values, vectors } = symmetricEigen(a, n);
    for (let k = 0; k < n; k++) {
      for (let i = 0; i < n; i++) {
        let av = 0;
        for (let j = 0; j < n; j++) av += a[i * n + j]! * vectors[j * n + k]!;
        expect(av).toBeCloseTo(values[k]! * vectors[i * n + k]!, 9);
      }
      for (let k2 = 0; k2 < n; k2++) {
        let dot = 0;
        for (let i = 0; i < n; i++) dot += vectors[i * n + k]! * vectors[i * n + k2]!;
        expect(dot).toBeCloseTo(k === k2 ? 1 : 0, 9);
      }
    }
    for (let k = 1; k < n; k++) expect(values[k]!).toBeLessThanOrEqual(values[k - 1]!);
  });

  it('handles a rank-deficient matrix', () => {
    // u uᵀ with u = (1, 2, 2): one eigenvalue 9, the others 0.
    const u = [1, 2, 2];
    const a = Float64Array.from({ length: 9 }, (_, i) => u[Math.floor(i / 3)]! * u[i % 3]!);
    const { values } = symmetricEigen(a, 3);
    expect(values[0]).toBeCloseTo(9, 10);
    expect(values[1]).toBeCloseTo(0, 10);
    expect(values[2]).toBeCloseTo(0, 10);
  });
});
