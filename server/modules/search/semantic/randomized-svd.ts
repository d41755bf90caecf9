import { CholeskyDecomposition, EigenvalueDecomposition, inverse, Matrix, QrDecomposition } from 'ml-matrix';

/**
 * Truncated SVD of a sparse matrix by randomized subspace iteration (Halko, Martinsson
 * & Tropp, 2011), run on the smaller side of the matrix so that the dense work grows
 * with min(rows, cols)·l², l being the rank plus oversampling. The sparse products are
 * written here (ml-matrix has no sparse type); the dense algebra (QR orthonormalisation,
 * the small symmetric eigenproblem, products) is ml-matrix's.
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

function gaussianMatrix(rows: number, cols: number, seed: number): Matrix {
  const random = seededRandom(seed);
  const out = new Matrix(rows, cols);
  let spare: number | null = null;
  for (let r = 0; r < rows; r++) {
    for (let c = 0; c < cols; c++) {
      if (spare !== null) {
        out.set(r, c, spare);
        spare = null;
        continue;
      }
      const radius = Math.sqrt(-2 * Math.log(1 - random()));
      const angle = 2 * Math.PI * random();
      out.set(r, c, radius * Math.cos(angle));
      spare = radius * Math.sin(angle);
    }
  }
  return out;
}

/** M X, with X dense (cols×l). */
export function multiply(m: CsrMatrix, x: Matrix): Matrix {
  const l = x.columns;
  const out = new Matrix(m.rows, l);
  const source = x.to2DArray();
  for (let r = 0; r < m.rows; r++) {
    const row = new Float64Array(l);
    for (let p = m.rowStart[r]!; p < m.rowStart[r + 1]!; p++) {
      const v = m.values[p]!;
      const from = source[m.columns[p]!]!;
      for (let c = 0; c < l; c++) row[c]! += v * from[c]!;
    }
    out.setRow(r, row);
  }
  return out;
}

/** Mᵀ Y, with Y dense (rows×l). */
export function multiplyTransposed(m: CsrMatrix, y: Matrix): Matrix {
  const l = y.columns;
  const sums = Array.from({ length: m.cols }, () => new Float64Array(l));
  for (let r = 0; r < m.rows; r++) {
    const from = y.getRow(r);
    for (let p = m.rowStart[r]!; p < m.rowStart[r + 1]!; p++) {
      const v = m.values[p]!;
      const to = sums[m.columns[p]!]!;
      for (let c = 0; c < l; c++) to[c]! += v * from[c]!;
    }
  }
  return new Matrix(sums.map((row) => Array.from(row)));
}

/**
 * Orthonormal columns spanning those of A (tall and thin): CholeskyQR2, twice Q = A L⁻ᵀ with
 * AᵀA = L Lᵀ, which needs only products and a small factorisation (ml-matrix forms Householder
 * QR's Q element by element: about 1.8 s for the 4,000 × 120 basis at archive size, against
 * about 0.9 s). The second pass restores the orthogonality the first loses to rounding. When
 * AᵀA is not numerically positive definite (dependent columns), Householder QR.
 */
export function orthonormalize(a: Matrix): Matrix {
  const once = (x: Matrix): Matrix | null => {
    const cholesky = new CholeskyDecomposition(x.transposeMultiply(x));
    return cholesky.isPositiveDefinite() ? x.mmul(inverse(cholesky.lowerTriangularMatrix).transpose()) : null;
  };
  const first = once(a);
  return (first && once(first)) ?? new QrDecomposition(a).orthogonalMatrix;
}

export function randomizedSvd(m: CsrMatrix, options: SvdOptions): TruncatedSvd {
  const l = Math.min(options.rank + options.oversample, m.rows, m.cols);
  if (l === 0) return { values: new Float64Array(0), right: new Float64Array(0) };
  // Subspace iteration on the smaller side of M; `basis` spans its leading singular vectors.
  const onRows = m.rows < m.cols;
  const side = onRows ? m.rows : m.cols;
  const step = (x: Matrix) => (onRows ? multiply(m, multiplyTransposed(m, x)) : multiplyTransposed(m, multiply(m, x)));
  let basis = orthonormalize(gaussianMatrix(side, l, options.seed));
  for (let i = 0; i < options.iterations; i++) basis = orthonormalize(step(basis));
  // With C = MᵀM (or MMᵀ), basisᵀ C basis = W Λ Wᵀ: singular values √Λ.
  const image = onRows ? multiplyTransposed(m, basis) : multiply(m, basis);
  const eigen = new EigenvalueDecomposition(image.transposeMultiply(image), { assumeSymmetric: true });
  const order = eigen.realEigenvalues.map((value, i) => ({ value, i })).sort((a, b) => b.value - a.value);
  const floor = (order[0]?.value ?? 0) * 1e-10;
  let r = 0;
  while (r < Math.min(options.rank, l) && order[r]!.value > floor && order[r]!.value > 0) r++;
  // Right singular vectors: basis W (column side) or Mᵀ basis W Λ^-½ (row side).
  const w = new Matrix(l, r);
  for (let j = 0; j < r; j++) {
    const { value, i } = order[j]!;
    const scale = onRows ? 1 / Math.sqrt(value) : 1;
    for (let k = 0; k < l; k++) w.set(k, j, eigen.eigenvectorMatrix.get(k, i) * scale);
  }
  const right = (onRows ? image : basis).mmul(w);
  return { values: Float64Array.from(order.slice(0, r), (o) => Math.sqrt(o.value)), right: Float64Array.from(right.to1DArray()) };
}
