import { randomizedSvd, type CsrMatrix, type SvdOptions, type TruncatedSvd } from './randomized-svd.js';
import { randomizedSvdInWorker } from './svd-thread.js';

/**
 * Latent semantic analysis learned from the indexed corpus: a truncated SVD of the
 * tf-idf matrix of "training units" (runs of consecutive passages of one episode),
 * so that terms used in the same conversations land near each other. Texts are folded
 * into the space (Σ log(1+tf)·idf·v_term), which also places passages indexed after
 * the model was trained.
 */

export interface LsaModel {
  /** Vocabulary; row i of `vectors` belongs to terms[i]. */
  terms: string[];
  /** IDF of each term over the training units. */
  idf: Float32Array;
  dims: number;
  /** Row-major terms.length × dims: the right singular vectors (term loadings). */
  vectors: Float32Array;
}

export interface LsaOptions {
  dims: number;
  /** Passages are joined into units of about this many terms. */
  unitTerms: number;
  /** Terms found in fewer units are left out of the model. */
  minUnitFrequency: number;
  /** Above this many units, an even sample of them trains the model. */
  maxUnits: number;
  /** Above this many terms, the ones found in the most units make the vocabulary. */
  maxTerms: number;
  oversample: number;
  iterations: number;
  seed: number;
}

export const DEFAULT_LSA: LsaOptions = {
  dims: 100,
  unitTerms: 150,
  minUnitFrequency: 2,
  maxUnits: 4_000,
  maxTerms: 10_000,
  oversample: 20,
  iterations: 2,
  seed: 1,
};

/** Consecutive passages of each episode joined until they hold about `unitTerms` terms. */
export function trainingUnits(episodes: readonly (readonly (readonly string[])[])[], unitTerms: number): string[][] {
  const units: string[][] = [];
  for (const passages of episodes) {
    let current: string[] = [];
    for (const terms of passages) {
      current.push(...terms);
      if (current.length >= unitTerms) {
        units.push(current);
        current = [];
      }
    }
    if (current.length > 0) units.push(current);
  }
  return units;
}

function evenSample<T>(items: T[], max: number): T[] {
  if (items.length <= max) return items;
  return Array.from({ length: max }, (_, i) => items[Math.floor((i * items.length) / max)]!);
}

/** What the SVD is taken of: the vocabulary, its idf and the units' normalised tf-idf rows. */
interface LsaInput {
  terms: string[];
  idf: Float32Array;
  matrix: CsrMatrix;
}

const svdOptions = (options: LsaOptions): SvdOptions => ({
  rank: options.dims,
  oversample: options.oversample,
  iterations: options.iterations,
  seed: options.seed,
});

function modelOf({ terms, idf }: LsaInput, svd: TruncatedSvd): LsaModel | null {
  if (svd.values.length === 0) return null;
  return { terms, idf, dims: svd.values.length, vectors: Float32Array.from(svd.right) };
}

/** Trains the model; null when the units are too few to learn anything. */
export function trainLsa(allUnits: string[][], options: LsaOptions = DEFAULT_LSA): LsaModel | null {
  const input = lsaInput(allUnits, options);
  return input && modelOf(input, randomizedSvd(input.matrix, svdOptions(options)));
}

/**
 * trainLsa with its SVD (seconds at archive size) in a worker thread, so the server goes on
 * answering meanwhile; the same model, as the SVD is seeded.
 */
export async function trainLsaInWorker(allUnits: string[][], options: LsaOptions = DEFAULT_LSA): Promise<LsaModel | null> {
  const input = lsaInput(allUnits, options);
  return input && modelOf(input, await randomizedSvdInWorker(input.matrix, svdOptions(options)));
}

function lsaInput(allUnits: string[][], options: LsaOptions): LsaInput | null {
  const units = evenSample(allUnits, options.maxUnits);
  const unitFrequency = new Map<string, number>();
  for (const unit of units) for (const term of new Set(unit)) unitFrequency.set(term, (unitFrequency.get(term) ?? 0) + 1);
  const terms = [...unitFrequency]
    .filter(([, df]) => df >= options.minUnitFrequency)
    .sort((a, b) => b[1] - a[1] || (a[0] < b[0] ? -1 : 1))
    .slice(0, options.maxTerms)
    .map(([term]) => term)
    .sort();
  if (units.length < 2 || terms.length < 2) return null;
  const index = new Map(terms.map((t, i) => [t, i]));
  const idf = Float32Array.from(terms, (t) => Math.log(units.length / unitFrequency.get(t)!));

  const rowStart = new Uint32Array(units.length + 1);
  const columns: number[] = [];
  const values: number[] = [];
  units.forEach((unit, row) => {
    const weights = weightedTerms(unit, index, idf);
    const norm = Math.hypot(...weights.values()) || 1;
    for (const [column, weight] of weights) {
      columns.push(column);
      values.push(weight / norm);
    }
    rowStart[row + 1] = columns.length;
  });
  const matrix: CsrMatrix = {
    rows: units.length,
    cols: terms.length,
    rowStart,
    columns: Uint32Array.from(columns),
    values: Float32Array.from(values),
  };
  return { terms, idf, matrix };
}

/** log(1 + tf) · idf of the known terms of a bag of terms, by term index. */
function weightedTerms(terms: Iterable<string>, index: Map<string, number>, idf: Float32Array): Map<number, number> {
  const counts = new Map<number, number>();
  for (const term of terms) {
    const i = index.get(term);
    if (i !== undefined) counts.set(i, (counts.get(i) ?? 0) + 1);
  }
  const weights = new Map<number, number>();
  for (const [i, tf] of counts) if (idf[i]! > 0) weights.set(i, Math.log(1 + tf) * idf[i]!);
  return weights;
}

export function normalize(vector: Float32Array): Float32Array {
  let sum = 0;
  for (const x of vector) sum += x * x;
  const norm = Math.sqrt(sum);
  if (norm > 0) for (let i = 0; i < vector.length; i++) vector[i]! /= norm;
  return vector;
}

export function dot(a: Float32Array, b: Float32Array, bOffset = 0): number {
  let sum = 0;
  for (let i = 0; i < a.length; i++) sum += a[i]! * b[bOffset + i]!;
  return sum;
}

/** Folding texts and looking up terms in a trained model. */
export class LsaSpace {
  private readonly index: Map<string, number>;

  constructor(readonly model: LsaModel) {
    this.index = new Map(model.terms.map((t, i) => [t, i]));
  }

  get dims(): number {
    return this.model.dims;
  }

  /** The term's row in the model, or -1. */
  row(term: string): number {
    return this.index.get(term) ?? -1;
  }

  /** Un-normalised vector of a bag of terms (zero when no term is known); add and normalise. */
  fold(terms: Iterable<string>): Float32Array {
    const { dims, vectors } = this.model;
    const out = new Float32Array(dims);
    for (const [i, weight] of weightedTerms(terms, this.index, this.model.idf)) {
      const base = i * dims;
      for (let j = 0; j < dims; j++) out[j]! += weight * vectors[base + j]!;
    }
    return out;
  }

  /** Unit vector of one term, or null when the model does not know it. */
  termVector(term: string): Float32Array | null {
    const i = this.index.get(term);
    if (i === undefined) return null;
    const { dims, vectors } = this.model;
    return normalize(vectors.slice(i * dims, (i + 1) * dims));
  }
}
