import type { LsaSpace } from './lsa.js';

/**
 * What the index derives from one episode's passages: term bags, raw LSA vectors and
 * the unit vector of each passage with its neighbours (contexts never leave an episode). A `FeatureMemo` keeps them across index rebuilds while the episode's
 * revision, and for the vectors the model, stay the same: editing one episode then
 * costs one episode's work.
 */

/** A passage as distinct term ids with their counts. */
export interface TermBag {
  ids: Uint32Array;
  counts: Float32Array;
}

/** Counts the term ids of a list of ids (with repeats) into a bag (ids ascending). */
export function bagOf(termIds: readonly number[]): TermBag {
  const sorted = Uint32Array.from(termIds).sort();
  const ids: number[] = [];
  const counts: number[] = [];
  for (let i = 0; i < sorted.length; i++) {
    if (i > 0 && sorted[i] === sorted[i - 1]) counts[counts.length - 1]!++;
    else {
      ids.push(sorted[i]!);
      counts.push(1);
    }
  }
  return { ids: Uint32Array.from(ids), counts: Float32Array.from(counts) };
}

export interface EpisodeFeatures {
  /** What the LSA vectors are folded from (kept for the next model). */
  bags: TermBag[];
  /** passages × dims raw vectors (null without a model). */
  vectors: Float32Array | null;
  /** passages × dims unit vectors of the sum of each passage's vector and its neighbours' (null without a model). */
  contextVectors: Float32Array | null;
}

export interface FeatureSource {
  id: string;
  revision: string;
  passages: readonly { terms: readonly string[] }[];
}

export class FeatureMemo {
  /** Term ids; only ever grows, so ids stay valid for indexes built earlier. */
  readonly vocabulary = new Map<string, number>();
  private readonly features = new Map<string, EpisodeFeatures>();
  private space: LsaSpace | null = null;
  /** Model row of each vocabulary id (-1: unknown to the model). */
  private rows = new Int32Array(0);

  termId(term: string): number {
    let id = this.vocabulary.get(term);
    if (id === undefined) this.vocabulary.set(term, (id = this.vocabulary.size));
    return id;
  }

  /** Switches to a model; vectors derived from another one are dropped. */
  useModel(space: LsaSpace | null): void {
    if (space === this.space) return;
    this.space = space;
    this.rows = new Int32Array(0);
    for (const f of this.features.values()) {
      f.vectors = null;
      f.contextVectors = null;
    }
  }

  /** Forgets episodes (or revisions) no longer indexed. */
  retain(sources: readonly FeatureSource[]): void {
    const live = new Set(sources.map(keyOf));
    for (const key of this.features.keys()) if (!live.has(key)) this.features.delete(key);
  }

  /** The episode's features, contexts reaching `radius` passages each side. */
  featuresOf(source: FeatureSource, radius: number): EpisodeFeatures {
    const key = keyOf(source);
    let f = this.features.get(key);
    if (!f) {
      f = { bags: source.passages.map((p) => bagOf(p.terms.map((t) => this.termId(t)))), vectors: null, contextVectors: null };
      this.features.set(key, f);
    }
    if (this.space && !f.vectors) f.vectors = this.vectorsOf(f.bags, this.space);
    if (f.vectors && !f.contextVectors) f.contextVectors = contextVectors(f.vectors, this.space!.dims, radius);
    return f;
  }

  private rowOf(id: number, space: LsaSpace): number {
    if (id >= this.rows.length) {
      const rows = new Int32Array(this.vocabulary.size).fill(-1);
      rows.set(this.rows);
      for (const [term, i] of this.vocabulary) if (i >= this.rows.length) rows[i] = space.row(term);
      this.rows = rows;
    }
    return this.rows[id]!;
  }

  /** Σ log(1 + tf) · idf · v_term over each bag (LsaSpace.fold, on term ids). */
  private vectorsOf(bags: readonly TermBag[], space: LsaSpace): Float32Array {
    const { dims, vectors, idf } = space.model;
    const out = new Float32Array(bags.length * dims);
    bags.forEach((bag, p) => {
      for (let i = 0; i < bag.ids.length; i++) {
        const row = this.rowOf(bag.ids[i]!, space);
        if (row < 0) continue;
        const weight = Math.log(1 + bag.counts[i]!) * idf[row]!;
        for (let j = 0; j < dims; j++) out[p * dims + j]! += weight * vectors[row * dims + j]!;
      }
    });
    return out;
  }
}

const keyOf = (source: FeatureSource) => `${source.id}:${source.revision}`;

function contextVectors(vectors: Float32Array, dims: number, radius: number): Float32Array {
  const count = vectors.length / dims;
  const out = new Float32Array(vectors.length);
  for (let center = 0; center < count; center++) {
    const sum = out.subarray(center * dims, (center + 1) * dims);
    for (let i = Math.max(0, center - radius); i <= Math.min(count - 1, center + radius); i++) {
      for (let j = 0; j < dims; j++) sum[j]! += vectors[i * dims + j]!;
    }
    let squares = 0;
    for (let j = 0; j < dims; j++) squares += sum[j]! * sum[j]!;
    const norm = Math.sqrt(squares);
    if (norm > 0) for (let j = 0; j < dims; j++) sum[j]! /= norm;
  }
  return out;
}
