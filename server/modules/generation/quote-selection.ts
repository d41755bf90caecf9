import { ANNOUNCED_SENTENCES, announcesWhatFollows, turnKey } from '../../../common/passages.js';
import type { AnswerPassage, AnswerRequest } from './generation.port.js';
import { contentTerms, nearDuplicates } from './content-terms.js';
import { labelIsGuest } from '../search/text/named-guests.js';
import { analyseQuestion, coverageOf, defines, holds, type QuestionTerms, type SentenceInfo } from './question-terms.js';

/**
 * Chooses the quotes of an extractive answer: runs of 1-3 consecutive sentences of one
 * passage (so of one speaker turn) that best answer the question. A candidate's score
 * blends how much of the question it covers (rarer words weigh more) with its passage's
 * retrieval score (against the best passage's) and how relevant its episode is as a
 * whole, and prefers the episode's guest over the host, statements over questions, and
 * quotes of about 15-70 words. Selection keeps only episodes and quotes close enough to the best ones
 * (a relevance floor), quotes a single episode when the evidence is concentrated there,
 * takes one quote per speaker turn (a second excerpt of a turn would repeat its moment and
 * timestamp where another moment adds evidence), avoids near-duplicates, allows at most two
 * quotes per episode otherwise and favours new episodes.
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
  /** Relevance of the quote's episode, the best episode being 1. */
  episodeRelevance: number;
  words: number;
  /** Retrieval score of the passage relative to the request's best passage. */
  retrieval: number;
  /** 1, or less when the question names the guest of another episode. */
  namedFactor: number;
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

/** Weight of term coverage against the passage's relative retrieval score in a candidate's score. */
const COVERAGE_WEIGHT = 0.6;
/**
 * Candidates must reach this share of the best score (relaxed to reach `minQuotes`, and for
 * the first quote of each episode that passed the floors when the answer is not focused).
 */
const KEEP_RATIO = 0.55;
const RELAXED_RATIO = 0.3;
/** Score factor for a further quote from an episode already quoted. */
const SAME_EPISODE_FACTOR = 0.7;
/** Score factor for words of someone other than the episode's guest (the host, ad reads). */
const HOST_FACTOR = 0.5;
/** When the question names a guest, quotes from other episodes count for less. */
const OTHER_EPISODE_FACTOR = 0.3;
/** Episodes below both floors (shares of the best episode's relevance and strength) are not quoted. */
const RELEVANCE_FLOOR = 0.5;
const STRENGTH_FLOOR = 0.45;
/** When no other episode reaches either share, only the best episode is quoted. */
const FOCUS_RELEVANCE = 0.7;
const FOCUS_STRENGTH = 0.55;
/** Quotes from a single episode when the answer focuses on it. */
const FOCUSED_MAX_QUOTES = 3;
/** A quote must cover this share of what the best-covering quote covers of the question. */
const QUOTE_COVERAGE_FLOOR = 0.45;
/** A passage retrieval scores this close to the best one is quotable whatever its word overlap (paraphrases)... */
const RETRIEVAL_VOUCH = 0.6;
/** ...but one sharing a single word of the question, when other quotes share several, only this close. */
const SINGLE_WORD_VOUCH = 0.9;
/** A passage opening with a statement this short on the question answers it plainly... */
const DIRECT_ANSWER_WORDS = 8;
/** ...and quotes from its start count this much more. */
const DIRECT_ANSWER_FACTOR = 1.25;
/** Weight of the episode's own term coverage against its best retrieval score. */
const EPISODE_COVERAGE_BASE = 0.3;

/** A quote made only of questions asks rather than answers; one with a question among statements half-asks. */
const ALL_QUESTIONS_FACTOR = 0.3;
const SOME_QUESTIONS_FACTOR = 0.7;
/** A fragment (a lower-case start, a list item begun before, no closing full stop) reads worse than a whole statement. */
const FRAGMENT_FACTOR = 0.8;
/** A single sentence may run this far past `maxWords` (a longer run of sentences may not). */
const ONE_SENTENCE_SLACK = 1.3;

/** A transcriber's notes opening a quote ("[inaudible 00:12:07] We…"). */
const LEADING_NOTES = /^(?:\[[^\]]*\]\s*)+(?=\S)/;

/** The quote without the transcriber's notes it would open with: the speaker's words start it. */
function withoutLeadingNotes(quote: QuoteCandidate): QuoteCandidate {
  const first = quote.sentences[0]!.replace(LEADING_NOTES, '');
  if (first === quote.sentences[0]) return quote;
  const sentences = [first, ...quote.sentences.slice(1)];
  return { ...quote, sentences, text: sentences.join(' ') };
}

/** Each passage's retrieval score relative to the best (by rank when scores are not positive). */
export function relativeRetrieval(passages: readonly AnswerPassage[]): number[] {
  const best = Math.max(0, ...passages.map((p) => p.score));
  return passages.map((p, rank) => (best > 0 ? Math.max(0, p.score) / best : 1 / (1 + 0.25 * rank)));
}

/**
 * How well each episode answers the question as a whole, the best being 1: its best
 * retrieval score (relative to the request's best) times how much of the question its
 * retrieved passages and its title cover together. A passage that matches by chance in an
 * episode about something else scores low; an episode whose passages and title keep
 * returning to the question's words scores high.
 */
function episodeRelevance(
  request: AnswerRequest,
  retrieval: readonly number[],
  terms: QuestionTerms,
  sentences: ReadonlyMap<string, SentenceInfo[]>,
): Map<number, number> {
  const episodes = new Map<number, { retrieval: number; stems: Set<string> }>();
  request.passages.forEach((passage, rank) => {
    const n = passage.episodeNumber;
    const entry = episodes.get(n) ?? { retrieval: 0, stems: new Set(contentTerms(request.episodes.get(n)?.title ?? '')) };
    entry.retrieval = Math.max(entry.retrieval, retrieval[rank]!);
    for (const sentence of sentences.get(passage.id) ?? []) sentence.stems.forEach((s) => entry.stems.add(s));
    episodes.set(n, entry);
  });
  const raw = new Map<number, number>();
  for (const [n, e] of episodes) {
    const named = terms.namedEpisodes.size === 0 || terms.namedEpisodes.has(n) ? 1 : OTHER_EPISODE_FACTOR;
    raw.set(n, e.retrieval * (EPISODE_COVERAGE_BASE + coverageOf(e.stems, terms)) * named);
  }
  const best = Math.max(0, ...raw.values());
  return new Map([...raw].map(([n, r]) => [n, best > 0 ? r / best : 1]));
}

/**
 * The episodes that may be quoted. Two kinds of evidence count: an episode's relevance as
 * a whole, and its strength, that relevance times how well its best single sentence covers
 * the question (against the best sentence of any episode). The best episode is quoted
 * alone when no other comes close on either; else every episode above a floor on either.
 */
function quotableEpisodes(relevance: ReadonlyMap<number, number>, candidates: readonly QuoteCandidate[]): { episodes: Set<number>; focused: boolean } {
  const sentenceCoverage = new Map<number, number>();
  for (const c of candidates) {
    if (c.from !== c.to) continue;
    const n = c.passage.episodeNumber;
    sentenceCoverage.set(n, Math.max(sentenceCoverage.get(n) ?? 0, c.coverage));
  }
  const topCoverage = Math.max(0, ...sentenceCoverage.values());
  const raw = new Map([...relevance].map(([n, r]) => [n, r * (topCoverage > 0 ? (sentenceCoverage.get(n) ?? 0) / topCoverage : 1)]));
  const topStrength = Math.max(0, ...raw.values());
  const strength = (n: number) => (topStrength > 0 ? raw.get(n)! / topStrength : 0);
  const ranked = [...relevance].sort((a, b) => b[1] - a[1] || strength(b[0]) - strength(a[0]) || a[0] - b[0]).map(([n, r]) => ({ n, r, s: strength(n) }));
  const [first, ...others] = ranked;
  if (!first) return { episodes: new Set(), focused: false };
  if (!others.some((e) => e.r >= FOCUS_RELEVANCE || e.s >= FOCUS_STRENGTH)) return { episodes: new Set([first.n]), focused: true };
  return { episodes: new Set(ranked.filter((e) => e.r >= RELEVANCE_FLOOR || e.s >= STRENGTH_FLOOR).map((e) => e.n)), focused: false };
}

/**
 * Quotes read best at `minWords` to `maxWords` words (15-70 by default): under 8 a quote is
 * an aside, under `minWords` it says little, over `maxWords` the reader waits for the point,
 * and under 25 words it counts a little less than a full one.
 */
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
  const matches = part.map((s) => terms.stems.some((t) => holds(s.stems, t, terms)));
  const first = matches.indexOf(true);
  if (first === -1) return part.length > 1 ? 0.85 ** (part.length - 1) : 1;
  const leadIn = first;
  const after = matches.slice(first).filter((m) => !m).length;
  return 0.85 ** leadIn * 0.97 ** after;
}

/**
 * A quote that states its answer plainly is preferred: a reply opening with a short
 * statement on the question ("Demand. Definitely demand.", "About twelve new pieces a
 * month."; only at the reply's start), or, anywhere, a sentence defining what a "What is X?"
 * question asks about ("X is…").
 */
function directAnswerFactor(first: SentenceInfo, atReplyStart: boolean, terms: QuestionTerms): number {
  const plain = atReplyStart && first.words <= DIRECT_ANSWER_WORDS && !first.text.trim().endsWith('?') && terms.stems.some((t) => holds(first.stems, t, terms));
  return plain || defines(first.text, terms.defines) ? DIRECT_ANSWER_FACTOR : 1;
}

/** A sentence opening with a question word but ending without "?": the item of a list the speaker began before. */
const LIST_ITEM = /^(?:how|what|who|why|when|where|which|whether)\b(?=[^?]*[.!]["'’”)\]]*$)(?!(?:(?!\bthat\b)[^,.;])*\b(?:is|are|was|were)\b)/i;

function candidatesOf(
  passage: AnswerPassage,
  passageRank: number,
  retrieval: number,
  list: SentenceInfo[],
  terms: QuestionTerms,
  isGuest: boolean,
  episodeRelevance: number,
  options: SelectionOptions,
): QuoteCandidate[] {
  const out: QuoteCandidate[] = [];
  const namedFactor = terms.namedEpisodes.size === 0 || terms.namedEpisodes.has(passage.episodeNumber) ? 1 : OTHER_EPISODE_FACTOR;
  for (let from = 0; from < list.length; from++) {
    let wordCount = 0;
    const stems = new Set<string>();
    for (let to = from; to < Math.min(list.length, from + options.maxSentences); to++) {
      const sentence = list[to]!;
      wordCount += sentence.words;
      sentence.stems.forEach((s) => stems.add(s));
      if (to > from && wordCount > options.maxWords) break;
      if (wordCount > options.maxWords * ONE_SENTENCE_SLACK) break;
      const part = list.slice(from, to + 1);
      // The host (or an ad read) ending on a question asks; the guest's answer comes after it.
      if (!isGuest && part[part.length - 1]!.text.trim().endsWith('?')) continue;
      const coverage = coverageOf(stems, terms);
      const questions = part.filter((s) => s.text.trim().endsWith('?')).length;
      let score = COVERAGE_WEIGHT * coverage + (1 - COVERAGE_WEIGHT) * retrieval;
      score *= lengthFactor(wordCount, options) * contextFactor(part, terms) * directAnswerFactor(list[from]!, from === 0, terms);
      score *= isGuest ? 1 : HOST_FACTOR;
      score *= questions === part.length ? ALL_QUESTIONS_FACTOR : questions > 0 ? SOME_QUESTIONS_FACTOR : 1;
      // Fragments: a lower-case start, an item of a list begun before ("How much traffic it needs."),
      // or an end without a full stop (the turn runs on).
      if (/^[a-z]/.test(part[0]!.text) || LIST_ITEM.test(part[0]!.text)) score *= FRAGMENT_FACTOR;
      if (!/[.!?]["'’”)\]]*$/.test(part[part.length - 1]!.text)) score *= FRAGMENT_FACTOR;
      score *= namedFactor * (0.5 + 0.5 * episodeRelevance);
      const text = part.map((s) => s.text).join(' ');
      out.push({
        passage,
        passageRank,
        from,
        to,
        sentences: part.map((s) => s.text),
        text,
        stems: new Set(stems),
        coverage,
        isGuest,
        episodeRelevance,
        words: wordCount,
        retrieval,
        namedFactor,
        score,
      });
    }
  }
  return out;
}

/** A turn gives at most one quote; near-duplicates of a chosen quote none. */
function conflicts(candidate: QuoteCandidate, chosen: QuoteCandidate[]): boolean {
  return chosen.some((c) => turnKey(c.passage) === turnKey(candidate.passage) || nearDuplicates(c.stems, candidate.stems));
}

/**
 * A quote that ends by announcing what follows ("…so here's my rule of thumb.") stops
 * before its answer: it runs on into the next sentences of its passage (so of its turn,
 * which gives no other quote).
 */
export function withAnnouncedAnswer(quote: QuoteCandidate, list: readonly SentenceInfo[]): QuoteCandidate {
  if (!announcesWhatFollows(quote.sentences.at(-1) ?? '')) return quote;
  const to = Math.min(list.length - 1, quote.to + ANNOUNCED_SENTENCES);
  if (to <= quote.to) return quote;
  const added = list.slice(quote.to + 1, to + 1);
  const stems = new Set(quote.stems);
  added.forEach((s) => s.stems.forEach((t) => stems.add(t)));
  const sentences = [...quote.sentences, ...added.map((s) => s.text)];
  return { ...quote, to, sentences, text: sentences.join(' '), stems, words: quote.words + added.reduce((n, s) => n + s.words, 0) };
}

/**
 * The passage is a guest of its episode speaking (labelIsGuest: a label the guest field or the
 * title names; any speaker when the episode names no guest), not the host or a sponsor read.
 */
export function spokenByGuest(passage: AnswerPassage, request: AnswerRequest): boolean {
  const episode = request.episodes.get(passage.episodeNumber);
  return !episode?.guest || labelIsGuest(passage.speaker, episode);
}

/** Ties (equal scores) fall back to retrieval order, then position: the same request gives the same order. */
const byScore = (a: QuoteCandidate, b: QuoteCandidate) => b.score - a.score || a.passageRank - b.passageRank || a.from - b.from || a.to - b.to;

/** The quotes to show, most relevant first. Deterministic for the same request. */
export function selectQuotes(request: AnswerRequest, options: SelectionOptions = DEFAULT_SELECTION): { picks: QuoteCandidate[]; terms: QuestionTerms } {
  const { terms, sentences } = analyseQuestion(request);
  const retrieval = relativeRetrieval(request.passages);
  const relevance = episodeRelevance(request, retrieval, terms, sentences);
  const candidates = request.passages.flatMap((passage, rank) =>
    candidatesOf(
      passage,
      rank,
      retrieval[rank]!,
      sentences.get(passage.id) ?? [],
      terms,
      spokenByGuest(passage, request),
      relevance.get(passage.episodeNumber) ?? 0,
      options,
    ),
  );
  const { episodes, focused } = quotableEpisodes(relevance, candidates);
  // A question with no content word besides names ("What does Ada Vale say?") still gets an answer from retrieval's order.
  const anyCoverage = candidates.some((c) => c.coverage > 0);
  const quotable = candidates.filter((c) => episodes.has(c.passage.episodeNumber) && (c.coverage > 0 || !anyCoverage));
  const bestCoverage = Math.max(0, ...quotable.map((c) => c.coverage));
  const matches = (c: QuoteCandidate) => terms.stems.filter((s) => holds(c.stems, s, terms)).length;
  const mostMatches = Math.max(0, ...quotable.map(matches));
  const relevant = (c: QuoteCandidate) => {
    // One shared word is chance when other quotes share several, unless the episode or the passage is the top one.
    if (matches(c) === 1 && mostMatches > 1 && c.episodeRelevance < 1) return c.retrieval >= SINGLE_WORD_VOUCH;
    return c.coverage >= QUOTE_COVERAGE_FLOOR * bestCoverage || c.retrieval >= RETRIEVAL_VOUCH;
  };
  const kept = quotable.filter(relevant);
  // The floor is relative to the best evidence: it thins the answer, it never empties it.
  const all = (kept.length > 0 ? kept : quotable).sort(byScore);
  const best = all[0]?.score ?? 0;
  const maxPerEpisode = focused ? FOCUSED_MAX_QUOTES : options.maxPerEpisode;
  const picks: QuoteCandidate[] = [];
  const perEpisode = new Map<number, number>();
  const pick = (ratio: number, newEpisodesOnly = false) => {
    while (picks.length < options.maxQuotes) {
      let chosen: QuoteCandidate | undefined;
      let chosenScore = -1;
      for (const c of all) {
        const used = perEpisode.get(c.passage.episodeNumber) ?? 0;
        if (used >= (newEpisodesOnly ? 1 : maxPerEpisode) || picks.includes(c) || conflicts(c, picks)) continue;
        // A short aside ("Big fan of the show, by the way.") is no voice worth adding.
        if (newEpisodesOnly && c.words < options.minWords) continue;
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
  // Every episode that passed the relevance floors gets a voice: a cross-episode answer connects them.
  if (!focused) pick(RELAXED_RATIO, true);
  if (picks.length < options.minQuotes) pick(RELAXED_RATIO);
  return { picks: picks.map((p) => withoutLeadingNotes(withAnnouncedAnswer(p, sentences.get(p.passage.id) ?? []))), terms };
}
