/**
 * Okapi BM25 over the passages of the in-memory index (Robertson & Zaragoza, 2009), with
 * the Lucene IDF ln(1 + (N − df + 0.5) / (df + 0.5)), which stays positive. Postings are
 * typed arrays built once per index copy: scoring a question reads only the postings of
 * its terms, so its cost grows with how many passages hold them, not with the corpus.
 */

export interface Bm25Params {
  /** Term-frequency saturation. */
  k1: number;
  /** Length normalisation (0: none, 1: full). */
  b: number;
}

export const DEFAULT_BM25: Bm25Params = { k1: 1.2, b: 0.75 };

export interface KeywordScores {
  /** IDF of every question term (a term no passage holds weighs most). */
  idf: ReadonlyMap<string, number>;
  /** BM25 of every passage (by position) holding a question term; 0 elsewhere. */
  scores: Float64Array;
  /** Positions of the passages with a score above 0. */
  matched: Uint32Array;
  /** Which question terms each passage (by position) holds: bit k for the k-th term (the first `MAX_TERMS`). */
  held: Uint32Array;
}

/** The question terms a `held` bit mask tells apart (a question has at most 20 words). */
export const MAX_TERMS = 32;

interface Postings {
  passages: Uint32Array;
  counts: Uint16Array;
}

const NO_PASSAGES = new Uint32Array(0);

export class KeywordIndex {
  private readonly postings = new Map<string, Postings>();
  private readonly lengths: Uint32Array;
  private readonly averageLength: number;
  /** Terms of all passages, repeats included. */
  readonly totalTerms: number;

  constructor(passages: readonly { terms: readonly string[] }[]) {
    this.lengths = Uint32Array.from(passages, (p) => p.terms.length);
    this.totalTerms = this.lengths.reduce((a, b) => a + b, 0);
    this.averageLength = passages.length === 0 ? 0 : this.totalTerms / passages.length;
    const lists = new Map<string, number[]>();
    passages.forEach((p, i) => {
      const counts = new Map<string, number>();
      for (const t of p.terms) counts.set(t, (counts.get(t) ?? 0) + 1);
      for (const [t, n] of counts) {
        let list = lists.get(t);
        if (!list) lists.set(t, (list = []));
        list.push(i, n);
      }
    });
    for (const [term, list] of lists) {
      const size = list.length / 2;
      const entry: Postings = { passages: new Uint32Array(size), counts: new Uint16Array(size) };
      for (let j = 0; j < size; j++) {
        entry.passages[j] = list[2 * j]!;
        entry.counts[j] = Math.min(list[2 * j + 1]!, 65_535);
      }
      this.postings.set(term, entry);
    }
  }

  get size(): number {
    return this.lengths.length;
  }

  /** How many passages hold the term. */
  documentFrequency(term: string): number {
    return this.postings.get(term)?.passages.length ?? 0;
  }

  /** The passages that hold the term, in index order. */
  passagesWith(term: string): Uint32Array {
    return this.postings.get(term)?.passages ?? NO_PASSAGES;
  }

  /** How many times the passages use the term (counts above 65,535 in one passage count as 65,535). */
  collectionFrequency(term: string): number {
    const counts = this.postings.get(term)?.counts;
    let sum = 0;
    if (counts) for (const n of counts) sum += n;
    return sum;
  }

  idf(term: string): number {
    const n = this.lengths.length;
    const df = this.documentFrequency(term);
    return Math.log(1 + (n - df + 0.5) / (df + 0.5));
  }

  /** BM25 of every passage for the distinct question terms. */
  score(terms: readonly string[], { k1, b }: Bm25Params = DEFAULT_BM25): KeywordScores {
    const scores = new Float64Array(this.lengths.length);
    const held = new Uint32Array(this.lengths.length);
    const idf = new Map<string, number>();
    const matched: number[] = [];
    for (const [k, term] of terms.entries()) {
      const bit = k < MAX_TERMS ? 1 << k : 0;
      const weight = this.idf(term);
      idf.set(term, weight);
      const list = this.postings.get(term);
      if (!list) continue;
      for (let j = 0; j < list.passages.length; j++) {
        const i = list.passages[j]!;
        const tf = list.counts[j]!;
        if (scores[i] === 0) matched.push(i);
        held[i]! |= bit;
        scores[i]! += (weight * tf * (k1 + 1)) / (tf + k1 * (1 - b + (b * this.lengths[i]!) / (this.averageLength || 1)));
      }
    }
    return { idf, scores, matched: Uint32Array.from(matched), held };
  }
}
