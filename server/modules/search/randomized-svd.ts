import { symmetricEigen } from './symmetric-eigen.js';

/**
 * Truncated SVD of a sparse matrix by randomized subspace iteration (Halko, Martinsson
 * & Tropp, 2011), run on the smaller side of the matrix so that the dense work grows
 * with min(rows, cols)·l², l being the rank plus oversampling.
 */

/** Compressed sparse rows. */
export interface CsrMatrix {
  rows: number;
  cols: number;
  /** rows + 1 offsets into `columns`/`values`. */
  rowStart: Uint32Array;
  columns: Uint32Array;
  values: Float32Array;
}

export interface SvdOptions {
  /** Singular triplets wanted. */
  rank: number;
  /** Extra random directions for accuracy. */
  oversample: number;
  /** Subspace iterations. */
  iterations: number;
  seed: number;
}

export interface TruncatedSvd {
  /** Singular values, largest first (length r ≤ rank). */
  values: Float64Array;
  /** Right singular vectors, row-major cols×r. */
  right: Float64Array;
}

/** Deterministic uniform numbers in [0, 1) (mulberry32). */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function gaussianMatrix(rows: number, cols: number, seed: number): Float64Array {
  const random = seededRandom(seed);
  const out = new Float64Array(rows * cols);
  for (let i = 0; i < out.length; i += 2) {
    const radius = Math.sqrt(-2 * Math.log(1 - random()));
    const angle = 2 * Math.PI * random();
    out[i] = radius * Math.cos(angle);
    if (i + 1 < out.length) out[i + 1] = radius * Math.sin(angle);
  }
  return out;
}

/** M X, with X dense row-major (cols×l). */
export function multiply(m: CsrMatrix, x: Float64Array, l: number): Float64Array {
  const out = new Float64Array(m.rows * l);
  for (let r = 0; r < m.rows; r++) {
    const base = r * l;
    for (let p = m.rowStart[r]!; p < m.rowStart[r + 1]!; p++) {
      const v = m.values[p]!;
      const from = m.columns[p]! * l;
      for (let c = 0; c < l; c++) out[base + c]! += v * x[from + c]!;
    }
  }
  return out;
}

/** Mᵀ Y, with Y dense row-major (rows×l). */
export function multiplyTransposed(m: CsrMatrix, y: Float64Array, l: number): Float64Array {
  const out = new Float64Array(m.cols * l);
  for (let r = 0; r < m.rows; r++) {
    const base = r * l;
    for (let p = m.rowStart[r]!; p < m.rowStart[r + 1]!; p++) {
      const v = m.values[p]!;
      const to = m.columns[p]! * l;
      for (let c = 0; c < l; c++) out[to + c]! += v * y[base + c]!;
    }
  }
  return out;
}

/** Aᵀ B for row-major A (n×l) and B (n×l). */
function innerProducts(a: Float64Array, b: Float64Array, n: number, l: number): Float64Array {
  const out = new Float64Array(l * l);
  for (let r = 0; r < n; r++) {
    const base = r * l;
    for (let i = 0; i < l; i++) {
      const ai = a[base + i]!;
      if (ai === 0) continue;
      const row = i * l;
      for (let j = 0; j < l; j++) out[row + j]! += ai * b[base + j]!;
    }
  }
  return out;
}

/** A W for row-major A (n×l) and W (l×k). */
function times(a: Float64Array, n: number, l: number, w: Float64Array, k: number): Float64Array {
  const out = new Float64Array(n * k);
  for (let r = 0; r < n; r++) {
    for (let i = 0; i < l; i++) {
      const ai = a[r * l + i]!;
      if (ai === 0) continue;
      for (let j = 0; j < k; j++) out[r * k + j]! += ai * w[i * k + j]!;
    }
  }
  return out;
}

/**
 * Orthonormal columns spanning those of A (n×l), through the eigenvectors of AᵀA;
 * directions with (numerically) no weight become zero columns.
 */
export function orthonormalize(a: Float64Array, n: number, l: number): Float64Array {
  const { values, vectors } = symmetricEigen(innerProducts(a, a, n, l), l);
  const floor = (values[0] ?? 0) * 1e-12;
  const w = Float64Array.from(vectors, (v, i) => {
    const lambda = values[i % l]!;
    return lambda > floor && lambda > 0 ? v / Math.sqrt(lambda) : 0;
  });
  return times(a, n, l, w, l);
}

export function randomizedSvd(m: CsrMatrix, options: SvdOptions): TruncatedSvd {
  const l = Math.min(options.rank + options.oversample, m.rows, m.cols);
  if (l === 0) return { values: new Float64Array(0), right: new Float64Array(0) };
  // Subspace iteration on the smaller side of M; `basis` spans its leading singular vectors.
  const onRows = m.rows < m.cols;
  const side = onRows ? m.rows : m.cols;
  const step = (x: Float64Array) => (onRows ? multiply(m, multiplyTransposed(m, x, l), l) : multiplyTransposed(m, multiply(m, x, l), l));
  let basis = orthonormalize(gaussianMatrix(side, l, options.seed), side, l);
  for (let i = 0; i < options.iterations; i++) basis = orthonormalize(step(basis), side, l);
  // With C = MᵀM (or MMᵀ), basisᵀ C basis = W Λ Wᵀ: singular values √Λ.
  const image = onRows ? multiplyTransposed(m, basis, l) : multiply(m, basis, l);
  const { values, vectors } = symmetricEigen(innerProducts(image, image, onRows ? m.cols : m.rows, l), l);
  const floor = (values[0] ?? 0) * 1e-10;
  let r = 0;
  while (r < Math.min(options.rank, l) && values[r]! > floor && values[r]! > 0) r++;
  // Right singular vectors: basis W (column side) or Mᵀ basis W Λ^-½ (row side).
  const w = new Float64Array(l * r);
  for (let i = 0; i < l; i++) for (let j = 0; j < r; j++) w[i * r + j] = vectors[i * l + j]! / (onRows ? Math.sqrt(values[j]!) : 1);
  const right = onRows ? times(image, m.cols, l, w, r) : times(basis, m.cols, l, w, r);
  return { values: Float64Array.from(values.subarray(0, r), Math.sqrt), right };
}
