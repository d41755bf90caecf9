import { splitSentences } from '../../../common/passages.js';
import type { AnswerPassage, AnswerRequest } from './llm.port.js';
import { contentStems, words } from './terms.js';

/**
 * Chooses the quotes of an extractive answer: runs of 1-3 consecutive sentences of one
 * passage (so of one speaker turn) that best answer the question. A candidate's score
 * blends how much of the question it covers (rarer words weigh more) with how highly
 * retrieval ranked its passage, and prefers the episode's guest over the host, statements
 * over questions, and quotes of about 15-70 words. Selection then avoids overlaps and
 * near-duplicates, allows at most two quotes per episode and favours new episodes.
 */

export interface QuoteCandidate {
  passage: AnswerPassage;
  /** Rank of the passage in retrieval, from 0. */
  passageRank: number;
  /** First and last sentence (inclusive) of the passage. */
  from: number;
  to: number;
  sentences: string[];
  text: string;
  stems: Set<string>;
  /** Share of the question's (weighted) words the quote contains. */
  coverage: number;
  /** Spoken by the episode's guest (not the host or an ad read). */
  isGuest: boolean;
  score: number;
}

export interface SelectionOptions {
  maxQuotes: number;
  minQuotes: number;
  maxPerEpisode: number;
  minWords: number;
  maxWords: number;
  maxSentences: number;
}

export const DEFAULT_SELECTION: SelectionOptions = { maxQuotes: 5, minQuotes: 2, maxPerEpisode: 2, minWords: 15, maxWords: 70, maxSentences: 3 };

/** Weight of term coverage against retrieval rank in a candidate's score. */
const COVERAGE_WEIGHT = 0.6;
/** Candidates must reach this share of the best score (relaxed to reach `minQuotes`). */
const KEEP_RATIO = 0.55;
const RELAXED_RATIO = 0.3;
/** Score factor for a further quote from an episode already quoted. */
const SAME_EPISODE_FACTOR = 0.85;
const DUPLICATE_JACCARD = 0.6;
/** Score factor for words of someone other than the episode's guest (the host, ad reads). */
const HOST_FACTOR = 0.5;
/** When the question names a guest, quotes from other episodes count for less. */
const OTHER_EPISODE_FACTOR = 0.3;

export interface QuestionTerms {
  /** Question stems that are not names of the speakers or guests in the request. */
  stems: string[];
  /** Idf-like weight of each stem over the request's sentences. */
  weight: Map<string, number>;
  total: number;
  /** Episodes (among the passages') whose guest the question names. */
  namedEpisodes: Set<number>;
}

interface SentenceInfo {
  text: string;
  stems: Set<string>;
  words: number;
}

const nameStems = (name: string) => contentStems(name);

/** Splits the request's passages into sentences and weighs the question's words by rarity among them. */
export function analyseQuestion(request: AnswerRequest): { terms: QuestionTerms; sentences: Map<string, SentenceInfo[]> } {
  const sentences = new Map<string, SentenceInfo[]>();
  const df = new Map<string, number>();
  let count = 0;
  for (const passage of request.passages) {
    const list = splitSentences(passage.text).map((text) => ({ text, stems: new Set(contentStems(text)), words: words(text).length }));
    sentences.set(passage.id, list);
    for (const s of list) {
      count++;
      for (const stem of s.stems) df.set(stem, (df.get(stem) ?? 0) + 1);
    }
  }
  const names = new Set<string>();
  const namedEpisodes = new Set<number>();
  const questionStems = contentStems(request.question);
  for (const episode of request.episodes.values()) {
    const guestStems = episode.guest ? nameStems(episode.guest) : [];
    guestStems.forEach((s) => names.add(s));
    const named = guestStems.length > 0 && guestStems.some((s) => questionStems.includes(s));
    if (named && request.passages.some((p) => p.episodeNumber === episode.number)) namedEpisodes.add(episode.number);
  }
  for (const passage of request.passages) nameStems(passage.speaker).forEach((s) => names.add(s));
  const stems = questionStems.filter((s) => !names.has(s));
  const weight = new Map(stems.map((s) => [s, Math.log((count + 1) / ((df.get(s) ?? 0) + 0.5))]));
  const total = [...weight.values()].reduce((a, b) => a + b, 0);
  return { terms: { stems, weight, total, namedEpisodes }, sentences };
}

function lengthFactor(wordCount: number, options: SelectionOptions): number {
  if (wordCount < 8) return 0.3;
  if (wordCount < options.minWords) return 0.7;
  if (wordCount > options.maxWords) return 0.8;
  if (wordCount < 25) return 0.92;
  return 1;
}

/**
 * Sentences that match nothing: a lead-in before the first match costs more than
 * elaboration after it (answers often follow the sentence that restates the question).
 */
function contextFactor(part: SentenceInfo[], terms: QuestionTerms): number {
  const matches = part.map((s) => terms.stems.some((t) => s.stems.has(t)));
  const first = matches.indexOf(true);
  if (first === -1) return part.length > 1 ? 0.85 ** (part.length - 1) : 1;
  const leadIn = first;
  const after = matches.slice(first).filter((m) => !m).length;
  return 0.85 ** leadIn * 0.97 ** after;
}

function candidatesOf(
  passage: AnswerPassage,
  passageRank: number,
  list: SentenceInfo[],
  terms: QuestionTerms,
  isGuest: boolean,
  options: SelectionOptions,
): QuoteCandidate[] {
  const out: QuoteCandidate[] = [];
  const rankPrior = 1 / (1 + 0.25 * passageRank);
  for (let from = 0; from < list.length; from++) {
    let wordCount = 0;
    const stems = new Set<string>();
    for (let to = from; to < Math.min(list.length, from + options.maxSentences); to++) {
      const sentence = list[to]!;
      wordCount += sentence.words;
      sentence.stems.forEach((s) => stems.add(s));
      if (to > from && wordCount > options.maxWords) break;
      if (wordCount > options.maxWords * 1.3) break;
      const part = list.slice(from, to + 1);
      const matched = terms.stems.reduce((sum, s) => sum + (stems.has(s) ? terms.weight.get(s)! : 0), 0);
      const coverage = terms.total > 0 ? matched / terms.total : 0;
      const questions = part.filter((s) => s.text.trim().endsWith('?')).length;
      let score = COVERAGE_WEIGHT * coverage + (1 - COVERAGE_WEIGHT) * rankPrior;
      score *= lengthFactor(wordCount, options) * contextFactor(part, terms);
      score *= isGuest ? 1 : HOST_FACTOR;
      score *= questions === part.length ? 0.3 : questions > 0 ? 0.7 : 1;
      // Fragments: a lower-case start, or an end without a full stop (the turn runs on).
      if (/^[a-z]/.test(part[0]!.text)) score *= 0.8;
      if (!/[.!?]["'’”)\]]*$/.test(part[part.length - 1]!.text)) score *= 0.8;
      if (terms.namedEpisodes.size > 0) score *= terms.namedEpisodes.has(passage.episodeNumber) ? 1 : OTHER_EPISODE_FACTOR;
      out.push({ passage, passageRank, from, to, sentences: part.map((s) => s.text), text: part.map((s) => s.text).join(' '), stems, coverage, isGuest, score });
    }
  }
  return out;
}

const jaccard = (a: Set<string>, b: Set<string>) => {
  let shared = 0;
  for (const x of a) if (b.has(x)) shared++;
  const union = a.size + b.size - shared;
  return union === 0 ? 0 : shared / union;
};

function conflicts(candidate: QuoteCandidate, chosen: QuoteCandidate[]): boolean {
  return chosen.some((c) => {
    if (c.passage.id === candidate.passage.id && candidate.from <= c.to + 1 && c.from <= candidate.to + 1) return true;
    return jaccard(c.stems, candidate.stems) >= DUPLICATE_JACCARD;
  });
}

const byScore = (a: QuoteCandidate, b: QuoteCandidate) =>
  b.score - a.score || a.passageRank - b.passageRank || a.from - b.from || a.to - b.to;

/** The quotes to show, best first. Deterministic for the same request. */
export function selectQuotes(request: AnswerRequest, options: SelectionOptions = DEFAULT_SELECTION): { picks: QuoteCandidate[]; terms: QuestionTerms } {
  const { terms, sentences } = analyseQuestion(request);
  const all = request.passages.flatMap((passage, rank) => {
    const guest = request.episodes.get(passage.episodeNumber)?.guest;
    const isGuest = !guest || guest.toLowerCase() === passage.speaker.toLowerCase();
    return candidatesOf(passage, rank, sentences.get(passage.id) ?? [], terms, isGuest, options);
  });
  all.sort(byScore);
  const best = all[0]?.score ?? 0;
  const picks: QuoteCandidate[] = [];
  const perEpisode = new Map<number, number>();
  const pick = (ratio: number) => {
    while (picks.length < options.maxQuotes) {
      let chosen: QuoteCandidate | undefined;
      let chosenScore = -1;
      for (const c of all) {
        const used = perEpisode.get(c.passage.episodeNumber) ?? 0;
        if (used >= options.maxPerEpisode || picks.includes(c) || conflicts(c, picks)) continue;
        const adjusted = c.score * (used > 0 ? SAME_EPISODE_FACTOR : 1);
        if (adjusted > chosenScore) {
          chosen = c;
          chosenScore = adjusted;
        }
      }
      if (!chosen || chosenScore < ratio * best) return;
      picks.push(chosen);
      perEpisode.set(chosen.passage.episodeNumber, (perEpisode.get(chosen.passage.episodeNumber) ?? 0) + 1);
    }
  };
  pick(KEEP_RATIO);
  if (picks.length < options.minQuotes) pick(RELAXED_RATIO);
  return { picks, terms };
}
