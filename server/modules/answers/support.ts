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
 * PostgreSQL's second piece of evidence, topicality: how much more (above 0) or less (below 0)
 * the archive uses the question's informative words than everyday English does, as the log of
 * the ratio of their rates. A question whose words the archive uses e times less than everyday
 * English (below −1) is about something else, whatever words a passage shares with it (a car
 * repair, a sprained ankle). Between −1 and 0 the information beyond chance decides: a
 * paraphrase puts the archive's subjects in everyday words.
 */
export const MIN_TOPICALITY = -1;

/**
 * A short question of the archive's own words ("What is product-market fit?", "How do you
 * grow a marketplace?") can be held whole by hundreds of windows, so a window holding it earns
 * little information beyond chance, however squarely it answers. When a window holds every
 * term of the question, what is left to ask is whether the question is the archive's subject:
 * it is answered when the archive uses its words at least as often as everyday English does
 * (topicality 0, where the two rates are equal).
 */
export const COMPLETE_MATCH_TOPICALITY = 0;

/**
 * The declining rule: false means answer with the fixed "no information" sentence. A question
 * naming someone or something the archive never mentions ("What did Ada Vale say about…?"
 * when no episode has her) cannot be answered from it, whatever else its words match. Nor can
 * one that no window holds whole when its best window is the only place in its episode where
 * any of the question's words is said (`inPassing`: a guest's aside on baking bread in an hour
 * on hiring): an episode that never comes back to those words is not about the question. A
 * window holding the whole question is exempt: the question then asks about exactly what was
 * said, once or not (an anecdote told once). That rule has no parameter and means the same at
 * any number of episodes.
 */
export function isSupported(result: PassageSearchResult): boolean {
  const { evidence } = result;
  if (result.hits.length === 0) return false;
  if (evidence.scale !== 'information-beyond-chance') return evidence.value >= SUPPORT_THRESHOLDS[evidence.scale];
  if (evidence.unmentionedNames > 0) return false;
  if (evidence.complete) return evidence.topicality >= COMPLETE_MATCH_TOPICALITY;
  if (evidence.inPassing) return false;
  return evidence.value >= SUPPORT_THRESHOLDS[evidence.scale] && evidence.topicality >= MIN_TOPICALITY;
}

/**
 * The reranker's evidence (a model generator's path, answer-composer.ts): its relevance of the
 * best passage to the question, on the model's own 0..1 scale, which does not change with the
 * archive's size. Below `minRelevance` (COHERE_MIN_RELEVANCE) the question is declined before
 * the generator runs. There is no default: Cohere asks each application to choose its threshold
 * on its own questions. No relevance (rerank failed) is not evidence against an answer.
 */
export function isRelevantEnough(relevance: number | null, minRelevance: number | null): boolean {
  return relevance === null || minRelevance === null || relevance >= minRelevance;
}
