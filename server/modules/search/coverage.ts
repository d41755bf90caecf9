import type { PassageSearchResult } from './search.port.js';

/**
 * How well a piece of evidence covers a question. Each informative question term
 * counts with its IDF weight (a term the corpus lacks counts with the highest weight);
 * a term found in the evidence earns its full weight, one missing earns its semantic
 * similarity to the evidence (0..1), so paraphrases keep part of the credit while words
 * the corpus lacks, or that never come up together, earn nothing.
 */

export interface QuestionTerm {
  term: string;
  weight: number;
}

/** Share (0..1) of the question's weight the evidence covers. */
export function softCoverage(question: readonly QuestionTerm[], evidence: ReadonlySet<string>, similarity: (term: string) => number): number {
  let total = 0;
  let covered = 0;
  for (const { term, weight } of question) {
    total += weight;
    covered += weight * (evidence.has(term) ? 1 : Math.min(1, Math.max(0, similarity(term))));
  }
  return total > 0 ? covered / total : 0;
}

/**
 * Below this coverage the corpus is taken not to answer the question. Chosen on the
 * development questions (see docs/adr/0002-retrieval.md): it declines three quarters of
 * unanswerable questions while keeping paraphrased ones.
 */
export const SUPPORT_THRESHOLD = 0.44;

/** The declining rule: false means answer with the fixed "no information" sentence. */
export function isSupported(result: PassageSearchResult): boolean {
  return result.hits.length > 0 && result.coverage >= SUPPORT_THRESHOLD;
}
