import { englishFrequencies } from '../text/english-frequency.js';
import { informationBeyondChance, topicality, type QuestionTerm } from './evidence.js';
import type { KeywordIndex } from './keyword-index.js';

/**
 * The PostgreSQL adapter's evidence for a question, read off the passage windows around its
 * best hits (the measures are evidence.ts's; the decision is answers/support.ts's).
 */

/** What the evidence reads of the index: passages in episode order and where each episode starts. */
export interface PassageLayout {
  readonly passages: readonly { readonly terms: readonly string[] }[];
  /** Speaker-label terms of each passage (evidence for questions naming a guest). */
  readonly speakerTerms: readonly (readonly string[])[];
  /** Episode of each passage; episode e holds passages episodeStart[e] up to episodeStart[e + 1]. */
  readonly episodeOf: Uint32Array;
  readonly episodeStart: Uint32Array;
  readonly keywords: Pick<KeywordIndex, 'collectionFrequency' | 'totalTerms'>;
}

export interface WindowEvidence {
  value: number;
  complete: boolean;
  inPassing: boolean;
  topicality: number;
}

/** Passages within `radius` of a passage, in its episode. */
export function windowAround(layout: Pick<PassageLayout, 'episodeOf' | 'episodeStart'>, center: number, radius: number): [from: number, to: number] {
  const e = layout.episodeOf[center]!;
  return [Math.max(layout.episodeStart[e]!, center - radius), Math.min(layout.episodeStart[e + 1]! - 1, center + radius)];
}

/**
 * The best information beyond chance (evidence.ts) of the window (words and speakers) of
 * `radius` around one of the first `candidates` hits, whether one such window holds every term
 * of the question, whether the best one mentions the question in passing (`mentionedInPassing`),
 * and the question's topicality.
 */
export function windowEvidence(
  layout: PassageLayout,
  question: readonly QuestionTerm[],
  hits: readonly number[],
  { radius, candidates }: { radius: number; candidates: number },
): WindowEvidence {
  const windows = layout.passages.length / (2 * radius + 1);
  let best = Number.NEGATIVE_INFINITY;
  let bestWindow: [from: number, to: number] | null = null;
  let complete = false;
  for (const center of hits.slice(0, candidates)) {
    const [from, to] = windowAround(layout, center, radius);
    const present = new Set<string>();
    for (let i = from; i <= to; i++) {
      for (const t of layout.passages[i]!.terms) present.add(t);
      for (const t of layout.speakerTerms[i]!) present.add(t);
    }
    const value = informationBeyondChance(question, present, windows);
    if (value > best) [best, bestWindow] = [value, [from, to]];
    complete ||= question.every(({ term }) => present.has(term));
  }
  const inPassing = bestWindow !== null && mentionedInPassing(layout, question, ...bestWindow);
  const english = englishFrequencies();
  const uses = question.map(({ term, information }) => ({
    information,
    archive: layout.keywords.collectionFrequency(term),
    english: english.counts.get(term) ?? 0,
  }));
  return { value: Number.isFinite(best) ? best : 0, complete, inPassing, topicality: topicality(uses, layout.keywords.totalTerms, english.total) };
}

/**
 * Whether the passages from `from` to `to` (one window, one episode) say some of the
 * question's terms and no other passage of their episode says any of them: the episode
 * touches on the question once, in passing (a guest's sourdough starter), and returns to it
 * nowhere else. A subject the episode is about comes back in other passages. Only asked of a
 * window that is less than half of its episode: in a short episode, the window is the episode.
 */
function mentionedInPassing(layout: PassageLayout, question: readonly QuestionTerm[], from: number, to: number): boolean {
  const { passages, episodeOf, episodeStart } = layout;
  const e = episodeOf[from]!;
  const inside = to - from + 1;
  if (episodeStart[e + 1]! - episodeStart[e]! - inside <= inside) return false;
  const held = new Set<string>();
  for (let i = from; i <= to; i++) for (const t of passages[i]!.terms) held.add(t);
  const wanted = new Set(question.filter(({ term }) => held.has(term)).map(({ term }) => term));
  if (wanted.size === 0) return false;
  for (let i = episodeStart[e]!; i < episodeStart[e + 1]!; i++) {
    if (i >= from && i <= to) continue;
    if (passages[i]!.terms.some((t) => wanted.has(t))) return false;
  }
  return true;
}
