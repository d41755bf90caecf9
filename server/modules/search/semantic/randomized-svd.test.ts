import { Matrix, SingularValueDecomposition } from 'ml-matrix';
import { describe, expect, it } from 'vitest';
import { orthonormalize, randomizedSvd, seededRandom, type CsrMatrix } from './randomized-svd.js';

/** A random sparse matrix with a few strong directions (low rank plus noise). */
function sparseMatrix(rows: number, cols: number, seed: number): { csr: CsrMatrix; dense: Float64Array } {
  const random = seededRandom(seed);
  const dense = new Float64Array(rows * cols);
  for (let r = 0; r < rows; r++) {
    const topic = r % 4;
    for (let c = 0; c < cols; c++) {
      const inTopic = c % 4 === topic;
      if (random() < (inTopic ? 0.6 : 0.05)) dense[r * cols + c] = 1 + random();
    }
  }
  const rowStart = new Uint32Array(rows + 1);
  const columns: number[] = [];
  const values: number[] = [];
  for (let r = 0; r < rows; r++) {
    for (let c = 0; c < cols; c++) {
      if (dense[r * cols + c] !== 0) {
        columns.push(c);
        values.push(dense[r * cols + c]!);
      }
    }
    rowStart[r + 1] = columns.length;
  }
  return { csr: { rows, cols, rowStart, columns: Uint32Array.from(columns), values: Float32Array.from(values) }, dense };
}

describe('randomizedSvd', () => {
  it.each([
    [80, 40],
    [40, 80],
  ])('matches the leading singular values and vectors of an exact decomposition (%i×%i)', (rows, cols) => {
    const { csr, dense } = sparseMatrix(rows, cols, 7);
    const exact = new SingularValueDecomposition(Matrix.from1DArray(rows, cols, dense), { autoTranspose: true });
    const svd = randomizedSvd(csr, { rank: 6, oversample: 10, iterations: 4, seed: 1 });
    expect(svd.values.length).toBe(6);
    for (let k = 0; k < 4; k++) {
      expect(svd.values[k]!).toBeCloseTo(exact.diagonal[k]!, 4);
      let dot = 0;
      for (let i = 0; i < cols; i++) dot += svd.right[i * 6 + k]! * exact.rightSingularVectors.get(i, k);
      expect(Math.abs(dot)).toBeCloseTo(1, 4);
    }
  });

  it('is deterministic for a seed and returns no more triplets than the rank allows', () => {
    const { csr } = sparseMatrix(5, 30, 3);
    const a = randomizedSvd(csr, { rank: 10, oversample: 5, iterations: 2, seed: 9 });
    const b = randomizedSvd(csr, { rank: 10, oversample: 5, iterations: 2, seed: 9 });
    expect(a.values.length).toBeLessThanOrEqual(5);
    expect([...a.values]).toEqual([...b.values]);
  });
});

describe('orthonormalize', () => {
  const random = seededRandom(5);
  const tall = (rows: number, cols: number) =>
    Matrix.from1DArray(
      rows,
      cols,
      Float64Array.from({ length: rows * cols }, () => random() - 0.5),
    );
  const maxAbs = (m: Matrix) => Math.max(...m.to1DArray().map(Math.abs));

  it('gives orthonormal columns spanning the matrix', () => {
    const a = tall(200, 12);
    const q = orthonormalize(a);
    expect(maxAbs(q.transposeMultiply(q).sub(Matrix.eye(12)))).toBeLessThan(1e-12);
    // A lies in the span of Q: A = Q (Qᵀ A).
    expect(maxAbs(q.mmul(q.transposeMultiply(a)).sub(a))).toBeLessThan(1e-12);
  });

  it('still gives orthonormal columns when two columns of the matrix are the same', () => {
    const a = tall(50, 6);
    a.setColumn(5, a.getColumn(2));
    const q = orthonormalize(a);
    expect(q.columns).toBe(6);
    expect(maxAbs(q.transposeMultiply(q).sub(Matrix.eye(6)))).toBeLessThan(1e-10);
    expect(maxAbs(q.mmul(q.transposeMultiply(a)).sub(a))).toBeLessThan(1e-10);
  });
});
