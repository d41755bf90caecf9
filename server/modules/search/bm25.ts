/**
 * Okapi BM25 over an in-memory inverted index. Documents are bags of term ids
 * (see `TermBag`); statistics (document frequency, average length) come from the
 * documents the index is built from.
 */

/** A document as distinct term ids with their counts, and its length in terms. */
export interface TermBag {
  ids: Uint32Array;
  counts: Float32Array;
  length: number;
}

export interface Bm25Params {
  /** Term-frequency saturation. */
  k1: number;
  /** Length normalisation (0: none, 1: full). */
  b: number;
}

export const DEFAULT_BM25: Bm25Params = { k1: 1.2, b: 0.75 };

/** A weighted query term. */
export interface WeightedTerm {
  id: number;
  weight: number;
}

/** Robertson–Spärck Jones IDF, kept positive (the Lucene form). */
export const bm25Idf = (documents: number, df: number) => Math.log(1 + (documents - df + 0.5) / (df + 0.5));

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
  return { ids: Uint32Array.from(ids), counts: Float32Array.from(counts), length: termIds.length };
}

export class InvertedIndex {
  readonly documents: number;
  readonly averageLength: number;
  /** Per term: document frequency. */
  readonly df: Uint32Array;
  private readonly offsets: Uint32Array;
  private readonly postingDocs: Uint32Array;
  private readonly postingCounts: Float32Array;
  private readonly lengths: Float32Array;

  constructor(
    bags: readonly TermBag[],
    readonly vocabularySize: number,
  ) {
    this.documents = bags.length;
    this.df = new Uint32Array(vocabularySize);
    this.lengths = new Float32Array(bags.length);
    let total = 0;
    let postings = 0;
    bags.forEach((bag, d) => {
      this.lengths[d] = bag.length;
      total += bag.length;
      postings += bag.ids.length;
      for (const id of bag.ids) this.df[id]!++;
    });
    this.averageLength = bags.length === 0 ? 0 : total / bags.length;
    this.offsets = new Uint32Array(vocabularySize + 1);
    for (let t = 0; t < vocabularySize; t++) this.offsets[t + 1] = this.offsets[t]! + this.df[t]!;
    this.postingDocs = new Uint32Array(postings);
    this.postingCounts = new Float32Array(postings);
    const cursor = this.offsets.slice(0, vocabularySize);
    bags.forEach((bag, d) => {
      bag.ids.forEach((id, i) => {
        const at = cursor[id]!++;
        this.postingDocs[at] = d;
        this.postingCounts[at] = bag.counts[i]!;
      });
    });
  }

  idf(termId: number): number {
    return bm25Idf(this.documents, termId < this.vocabularySize ? this.df[termId]! : 0);
  }

  /** Calls `visit(doc, count)` for each document containing the term. */
  forEachPosting(termId: number, visit: (doc: number, count: number) => void): void {
    if (termId >= this.vocabularySize) return;
    for (let i = this.offsets[termId]!; i < this.offsets[termId + 1]!; i++) visit(this.postingDocs[i]!, this.postingCounts[i]!);
  }

  /** BM25 score of every document for a weighted query (0 where no term matches). */
  scores(query: readonly WeightedTerm[], params: Bm25Params = DEFAULT_BM25): Float64Array {
    const out = new Float64Array(this.documents);
    const { k1, b } = params;
    const avg = this.averageLength || 1;
    for (const { id, weight } of query) {
      const idf = this.idf(id) * weight;
      if (idf === 0) continue;
      this.forEachPosting(id, (doc, tf) => {
        const norm = k1 * (1 - b + (b * this.lengths[doc]!) / avg);
        out[doc]! += (idf * tf * (k1 + 1)) / (tf + norm);
      });
    }
    return out;
  }
}
