import { MAX_TERMS } from './keyword-index.js';

/**
 * The features a candidate passage is ranked by (learned-ranker.ts weighs them). Each comes
 * from the index and the question's terms alone, never from particular questions, and lies
 * in about 0..1 so that one weight means the same for a short question and a long one.
 */

export const FEATURES = [
  /** BM25 of the passage, over the best keyword score (BM25 plus 0.3 × its neighbours') of the question. */
  'bm25',
  /** BM25 of the passages either side (same episode), on the same scale. */
  'neighbours',
  /** Share of the question's information (IDF) the passage holds. */
  'coverage',
  /** Share of the question's information the passage and its neighbours hold together. */
  'contextCoverage',
  /** Cosine of the question with the passage and its neighbours in the LSA space (0 when negative). */
  'lsa',
  /** Standing of the passage's episode (keyword and LSA rankings of episodes fused, 0..1). */
  'standing',
  /** 1 when a secondary voice (host, sponsor read: voices.ts) speaks the passage. */
  'secondary',
  /** Share of the question's information held by the host's question just before the passage's turn (0 when the previous turn is no secondary voice's question). */
  'hostQuestion',
  /** Distinct question terms the passage holds over the shortest run of its terms holding them all (0 below two terms). */
  'proximity',
  /** Share of the question's adjacent term pairs found adjacent in the passage (phrases such as "product market fit"). */
  'phrase',
  /** Index terms of the passage / 100. */
  'length',
  /** 1 when the passage opens its speaker turn. */
  'turnStart',
] as const;

export type FeatureName = (typeof FEATURES)[number];
export const FEATURE_COUNT = FEATURES.length;
export const feature = (name: FeatureName): number => FEATURES.indexOf(name);

/** A question term with its weight (IDF) in the index. */
export interface WeightedTerm {
  term: string;
  idf: number;
}

/** Share of the question's weight (Σ idf) held by the terms whose bits `held` sets (bit k for `question[k]`). */
export function informationShare(question: readonly WeightedTerm[], held: number): number {
  let total = 0;
  let found = 0;
  for (let k = 0; k < question.length; k++) {
    total += question[k]!.idf;
    if (k < MAX_TERMS && (held >>> k) & 1) found += question[k]!.idf;
  }
  return total > 0 ? found / total : 0;
}

/**
 * Term proximity: with m ≥ 2 distinct question terms in `terms`, m over the length of the
 * shortest run of `terms` holding each of them at least once (1 when they stand together);
 * 0 when fewer than two question terms occur.
 */
export function proximity(terms: readonly string[], question: ReadonlySet<string>): number {
  const present = new Set<string>();
  for (const t of terms) if (question.has(t)) present.add(t);
  const m = present.size;
  if (m < 2) return 0;
  const inWindow = new Map<string, number>();
  let covered = 0;
  let best = Number.POSITIVE_INFINITY;
  let left = 0;
  for (let right = 0; right < terms.length; right++) {
    const t = terms[right]!;
    if (!question.has(t)) continue;
    const n = (inWindow.get(t) ?? 0) + 1;
    inWindow.set(t, n);
    if (n === 1) covered++;
    while (covered === m) {
      best = Math.min(best, right - left + 1);
      const l = terms[left]!;
      left++;
      if (!question.has(l)) continue;
      const k = inWindow.get(l)! - 1;
      inWindow.set(l, k);
      if (k === 0) covered--;
    }
  }
  return m / best;
}

/** A question's adjacent term pairs (in its order), read once per question for `phraseShare`. */
export interface QuestionPhrases {
  /** For each term that opens a pair, the terms that follow it there. */
  readonly next: ReadonlyMap<string, ReadonlySet<string>>;
  /** Every pair as "first second", repeats included. */
  readonly pairs: readonly string[];
}

export function questionPhrases(questionOrder: readonly string[]): QuestionPhrases {
  const next = new Map<string, Set<string>>();
  const pairs: string[] = [];
  for (let i = 1; i < questionOrder.length; i++) {
    const [first, second] = [questionOrder[i - 1]!, questionOrder[i]!];
    next.set(first, (next.get(first) ?? new Set()).add(second));
    pairs.push(`${first} ${second}`);
  }
  return { next, pairs };
}

/** Share of the question's adjacent term pairs that occur adjacent in `terms`; 0 for a one-term question. */
export function phraseShare(terms: readonly string[], { next, pairs }: QuestionPhrases): number {
  if (pairs.length === 0) return 0;
  // The passage's pairs are read only where one of the question's pairs starts (it runs per candidate).
  const found = new Set<string>();
  for (let i = 1; i < terms.length; i++) if (next.get(terms[i - 1]!)?.has(terms[i]!)) found.add(`${terms[i - 1]} ${terms[i]}`);
  return pairs.filter((pair) => found.has(pair)).length / pairs.length;
}
