import { DEFAULT_BM25, type Bm25Params } from '../../server/modules/search/ranking/keyword-index.js';

/**
 * For tests: BM25 written out term by term from its definition (Okapi BM25 with the
 * Lucene IDF), over passages in memory. It is what ranking/keyword-index.ts must compute.
 */
export function referenceKeywordScores(
  passages: readonly { terms: readonly string[] }[],
  terms: readonly string[],
  { k1, b }: Bm25Params = DEFAULT_BM25,
): { idf: Map<string, number>; scores: Map<number, number> } {
  const n = passages.length;
  const average = passages.reduce((sum, p) => sum + p.terms.length, 0) / n;
  const tf = (p: { terms: readonly string[] }, term: string) => p.terms.filter((t) => t === term).length;
  const idf = new Map(
    terms.map((term) => {
      const df = passages.filter((p) => tf(p, term) > 0).length;
      return [term, Math.log(1 + (n - df + 0.5) / (df + 0.5))];
    }),
  );
  const scores = new Map<number, number>();
  passages.forEach((p, i) => {
    const matched = terms.filter((term) => tf(p, term) > 0);
    if (matched.length === 0) return;
    const norm = k1 * (1 - b + (b * p.terms.length) / average);
    scores.set(
      i,
      matched.reduce((sum, term) => sum + (idf.get(term)! * tf(p, term) * (k1 + 1)) / (tf(p, term) + norm), 0),
    );
  });
  return { idf, scores };
}
