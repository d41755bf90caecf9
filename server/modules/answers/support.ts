import type { PassageSearchResult, SearchEvidence } from '../search/index.js';

/**
 * Whether the retrieved evidence supports an answer, or the question gets the fixed
 * "no information" sentence. Each search adapter reports evidence on its own scale
 * (search.port.ts); the threshold is set per scale here, and is the same at any archive
 * size because each scale is calibrated for size by its adapter.
 */
export const SUPPORT_THRESHOLDS: Readonly<Record<SearchEvidence['scale'], number>> = {
  /**
   * PostgreSQL: share of the question's information the best passage window earns
   * beyond chance. Chosen on the tuning questions (eval-dev.json and the odd-numbered
   * questions of eval-dev2.json) at 40 and 288 episodes together, between the highest
   * off-topic value at 40 (0.118) and the answerable values at 288 (0.131 and up but
   * one); see docs/adr/0003-passage-ranking.md.
   */
  'information-beyond-chance': 0.125,
  /** Typesense: share of the question's terms in its best three hits (not calibrated on the archive). */
  'term-coverage': 0.44,
};

/**
 * PostgreSQL's second piece of evidence: a question whose informative words the archive
 * uses less than everyday English does (topicality below 0) is about something else,
 * whatever words a passage shares with it. Zero is where the two uses are equal: not a
 * fitted value.
 */
export const MIN_TOPICALITY = 0;

/** The declining rule: false means answer with the fixed "no information" sentence. */
export function isSupported(result: PassageSearchResult): boolean {
  const { evidence } = result;
  if (result.hits.length === 0 || evidence.value < SUPPORT_THRESHOLDS[evidence.scale]) return false;
  return evidence.scale !== 'information-beyond-chance' || evidence.topicality >= MIN_TOPICALITY;
}
