import { splitSentences, turnKey } from '../../../common/passages.js';
import { groupByEpisode, leadOf, leadQuestion, quoteIntro, type LeadQuestion } from './answer-prose.js';
import { countWords } from '../../../common/question.js';
import type { AnswerDraft, AnswerGenerator, AnswerPassage, AnswerRequest, DraftBlock, Takeaway } from './generation.port.js';
import { relativeRetrieval, selectQuotes, spokenByGuest, type QuoteCandidate } from './quote-selection.js';
import { coverageOf, holds, type QuestionTerms } from './question-terms.js';
import {
  attributed,
  choosePoints,
  MIN_TAKEAWAYS,
  POINT_LENGTH,
  RELAXED_POINT_LENGTH,
  takeawaySentence,
  type PointCandidate,
  type PointLength,
} from './takeaways.js';
import { contentTerms } from './content-terms.js';
import { asksWhatHappened, tellsStory } from './stories.js';

/**
 * The default generator: no network, no model. It picks the quotes that answer the
 * question (quote-selection.ts) and writes them up as a person would from those quotes:
 * a lead in the best quote's own words, Key Takeaways (one sentence each, from different
 * passages) and the quotes grouped by episode, introduced by who says them in which
 * episode (answer-prose.ts). The same request always gives the same draft.
 */
export class ExtractiveAnswerGenerator implements AnswerGenerator {
  readonly name = 'extractive';

  generate(request: AnswerRequest): Promise<AnswerDraft> {
    return Promise.resolve(composeExtractiveAnswer(request));
  }
}

/** Sentences of the quote's passage outside the quote count for less than the quote's own. */
const OUTSIDE_QUOTE = 0.8;
/** Sentences the lead already says count for much less: the takeaways should add to it. */
const IN_LEAD = 0.3;
/** A sentence from the best passages' turns that is not on the question: only when too few are. */
const OFF_QUESTION = 0.3;
/** Another passage of a quoted episode counts for this share of its retrieval score. */
const OTHER_PASSAGE = 0.6;
/** Weight of a sentence's coverage of the question against the strength of its quote. */
const COVERAGE_WEIGHT = 0.6;
/** A story the speaker tells (stories.ts) counts for half a statement, unless the question asks what happened. */
const STORY = 0.5;
/** A passage takeaways may come from, tied to the quote whose verification they depend on. */
interface PointSource {
  passage: AnswerPassage;
  quote: number;
  /** The quote's sentences in the passage (none for another passage of the quote's episode). */
  from: number;
  to: number;
  /** 0..1: the quote's score against the best quote's (or the passage's retrieval, for another passage). */
  strength: number;
}

/** The quotes' passages. */
function quoteSources(ordered: readonly QuoteCandidate[]): PointSource[] {
  const best = Math.max(...ordered.map((q) => q.score));
  return ordered.map((q, quote) => ({ passage: q.passage, quote, from: q.from, to: q.to, strength: best > 0 ? q.score / best : 1 }));
}

/** Other retrieved passages of the quoted episodes' guests: points when the quotes alone give too few. */
function episodeSources(ordered: readonly QuoteCandidate[], request: AnswerRequest): PointSource[] {
  const quoted = new Set(ordered.map((q) => q.passage.id));
  return request.passages.flatMap((passage) => {
    const quote = ordered.findIndex((q) => q.passage.episodeNumber === passage.episodeNumber && q.passage.speaker === passage.speaker);
    return quote === -1 || quoted.has(passage.id) ? [] : [{ passage, quote, from: -1, to: -1, strength: OTHER_PASSAGE * ordered[quote]!.retrieval }];
  });
}

/** What the composer needs to know of the question to pick points on it. */
interface PointContext {
  terms: QuestionTerms;
  lead: string | null;
  /** The lead's episode: there, any question word puts a sentence on the question; elsewhere, an informative one. */
  leadEpisode: number;
  /** The question asks what happened (stories.ts): a story answers it as well as a statement. */
  storiesAnswer: boolean;
  /** The request answered: its passages, and its episodes' guests (whose voice a point must be). */
  request: AnswerRequest;
  /** Ids of the request's passages a guest speaks (spokenByGuest), decided once per answer. */
  guestPassages: ReadonlySet<string>;
  /**
   * The points of sentences already read for this answer, by length and sentence: the
   * composer passes over the same sentences several times (the quotes' passages, further
   * passages, fill-ins, at two lengths) and reads each once.
   */
  points: Map<string, string | null>;
}

/** takeawaySentence(), once per sentence and length in an answer. */
function pointOf(context: PointContext, sentence: string, length: PointLength): string | null {
  const key = `${length.maxWords}/${length.wholeUpTo} ${sentence}`;
  let point = context.points.get(key);
  if (point === undefined) {
    point = takeawaySentence(sentence, length);
    context.points.set(key, point);
  }
  return point;
}

/**
 * Whether a sentence (its index terms) of `passage` is on the question: a guest's (the
 * host's questions and sponsor reads make no points), sharing an informative question word,
 * or any question word in the lead's episode. The lead's own turn is no exception: its
 * sentences that share none are asides (where the speaker was walking that day). A
 * sentence made only of the question's own words (a guest saying they were the first PM
 * hired, for when to hire one) echoes the question and tells the reader nothing.
 */
function isOnQuestion(passage: AnswerPassage, stems: ReadonlySet<string>, { terms, leadEpisode, guestPassages }: PointContext): boolean {
  if (!guestPassages.has(passage.id) || [...stems].every((t) => terms.asked.has(t))) return false;
  return (
    [...terms.informative].some((t) => holds(stems, t, terms)) || (passage.episodeNumber === leadEpisode && terms.stems.some((t) => holds(stems, t, terms)))
  );
}

/**
 * Every sentence of the sources that can stand as a takeaway, with its relevance: the
 * strength of its source and how much of the question it covers (against the best
 * sentence), less outside the quote. Only sentences on the question (`isOnQuestion`: a
 * guest's, sharing an informative question word, or any question word in the lead's
 * episode) that the lead does not already say; with `offQuestion`, the others too, at a
 * fraction of their relevance.
 */
function pointCandidates(sources: readonly PointSource[], context: PointContext, length: PointLength, offQuestion = false): PointCandidate[] {
  const { terms, lead } = context;
  const leadWords = normalise(lead ?? '');
  const raw = sources.flatMap((source) =>
    splitSentences(source.passage.text).flatMap((sentence, position) => {
      const text = pointOf(context, sentence, length);
      if (!text) return [];
      const stems = new Set(contentTerms(text));
      const onQuestion = isOnQuestion(source.passage, stems, context);
      const inLead = leadWords.includes(normalise(text));
      // What the lead already says is no takeaway, unless the sentences on the question run out.
      if ((!onQuestion || inLead) && !offQuestion) return [];
      return [{ source, text, stems, onQuestion, inLead, coverage: coverageOf(stems, terms), inQuote: position >= source.from && position <= source.to }];
    }),
  );
  const topCoverage = Math.max(0, ...raw.map((c) => c.coverage));
  return raw.map(({ source, text, stems, onQuestion, inLead, coverage, inQuote }) => {
    let relevance = source.strength * (1 - COVERAGE_WEIGHT + COVERAGE_WEIGHT * (topCoverage > 0 ? coverage / topCoverage : 1));
    if (!inQuote) relevance *= OUTSIDE_QUOTE;
    if (!onQuestion) relevance *= OFF_QUESTION;
    if (inLead) relevance *= IN_LEAD;
    if (!context.storiesAnswer && tellsStory(text)) relevance *= STORY;
    return { quote: source.quote, passage: source.passage.id, text, terms: stems, relevance, fillIn: inLead || !onQuestion };
  });
}

/**
 * Takeaways on the question: from the quotes; from longer sentences, then from the
 * episodes' other passages, when they give fewer than two. Fewer points beat points on
 * something else: only when even two cannot be found on the question, and `fillIn` allows
 * it (the composer first tries further quotes, groundingQuotes), do other sentences of the
 * lead's episode (the one that answers best) fill in, and only then any other.
 */
function takeawaysOf(ordered: readonly QuoteCandidate[], context: PointContext, fillIn = true): Takeaway[] {
  const { request } = context;
  const sources = quoteSources(ordered);
  const withEpisodes = [...sources, ...episodeSources(ordered, request)];
  let points = choosePoints(pointCandidates(sources, context, POINT_LENGTH));
  if (points.length < MIN_TAKEAWAYS) points = choosePoints(pointCandidates(sources, context, RELAXED_POINT_LENGTH));
  if (points.length < MIN_TAKEAWAYS) points = choosePoints(pointCandidates(withEpisodes, context, POINT_LENGTH));
  if (points.length < MIN_TAKEAWAYS) points = choosePoints(pointCandidates(withEpisodes, context, RELAXED_POINT_LENGTH));
  if (points.length < MIN_TAKEAWAYS && fillIn) {
    const leadEpisode = withEpisodes.filter((s) => s.passage.episodeNumber === context.leadEpisode);
    points = choosePoints([
      ...pointCandidates(withEpisodes, context, RELAXED_POINT_LENGTH),
      // Then sentences of the lead's episode, its turn first (they weigh most there)...
      ...pointCandidates(leadEpisode, context, RELAXED_POINT_LENGTH, true),
      // ...and as the last resort any standalone sentence of the quoted episodes' passages, far below the rest.
      ...pointCandidates(withEpisodes, context, RELAXED_POINT_LENGTH, true).map((c) => ({ ...c, relevance: c.relevance * OFF_QUESTION })),
    ]);
  }
  const passages = new Map(request.passages.map((p) => [p.id, p]));
  return points.map((p) => {
    const passage = passages.get(p.passage)!;
    return { text: attributed(p.text, passage.speaker, passage.episodeNumber), requires: [p.quote] };
  });
}

/** A further quote spans at most this many sentences, as any quote (DEFAULT_SELECTION.maxSentences). */
const GROUNDING_QUOTE_SENTENCES = 3;

/**
 * Further quotes, for takeaways the quotes' passages cannot give: when fewer than two
 * standalone sentences on the question can be found there, the next retrieved passages
 * (best first) that hold such sentences give them as a quote of their own, verbatim (the
 * run of the passage's sentences from the first to the last taken, within three), so the
 * takeaways made of them depend on a verified quote like any other. In a passage, the
 * sentences covering most of the question come first; none the lead already says.
 */
function groundingQuotes(ordered: readonly QuoteCandidate[], context: PointContext, needed: number): QuoteCandidate[] {
  const { request } = context;
  const quoted = new Set(ordered.map((q) => turnKey(q.passage)));
  const leadWords = normalise(context.lead ?? '');
  const bestScore = Math.max(...ordered.map((q) => q.score));
  const retrievals = relativeRetrieval(request.passages);
  const extra: QuoteCandidate[] = [];
  let found = 0;
  for (const [rank, passage] of request.passages.entries()) {
    if (found >= needed) break;
    if (quoted.has(turnKey(passage))) continue;
    const sentences = splitSentences(passage.text);
    const standalone = sentences
      .flatMap((sentence, position) => {
        const text = pointOf(context, sentence, RELAXED_POINT_LENGTH);
        if (!text || leadWords.includes(normalise(text)) || !isOnQuestion(passage, new Set(contentTerms(text)), context)) return [];
        return [{ position, coverage: coverageOf(new Set(contentTerms(sentence)), context.terms) }];
      })
      .sort((a, b) => b.coverage - a.coverage || a.position - b.position);
    const taken = standalone.slice(0, needed - found);
    if (taken.length === 0) continue;
    let from = Math.min(...taken.map((t) => t.position));
    let to = Math.max(...taken.map((t) => t.position));
    if (to - from + 1 > GROUNDING_QUOTE_SENTENCES) from = to = taken[0]!.position;
    found += taken.filter((t) => t.position >= from && t.position <= to).length;
    const part = sentences.slice(from, to + 1);
    const stems = new Set(part.flatMap((s) => contentTerms(s)));
    const retrieval = retrievals[rank]!;
    extra.push({
      passage,
      passageRank: rank,
      from,
      to,
      sentences: part,
      text: part.join(' '),
      stems,
      coverage: coverageOf(stems, context.terms),
      isGuest: context.guestPassages.has(passage.id),
      episodeRelevance: 0,
      words: part.reduce((n, s) => n + countWords(s), 0),
      retrieval,
      namedFactor: 1,
      // Below the chosen quotes, as another retrieved passage counts among the points' sources.
      score: OTHER_PASSAGE * retrieval * bestScore,
    });
  }
  return extra;
}

/** Lower-case words only, to compare a takeaway with the lead. */
const normalise = (text: string) => (text.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? []).join(' ');

/** A lead shorter than this reads as a fragment: a further quote may give a fuller one. */
const LEAD_MIN_WORDS = 6;
/** Quotes scoring this share of the best may lead when the best quote's lead would need what was said before it. */
const CLOSE_TO_BEST = 0.5;
/** A guest's quote leads over a stronger one of the host (or an ad read) when it scores this share of it. */
const GUEST_LEAD_SHARE = 0.5;

/**
 * The quote the answer opens with, and its lead: the best quote (the best guest quote when
 * the best is the host's and a guest's comes close) whose lead starts where the quote
 * starts and is no fragment, among the quotes close to the best, one whose lead opens with
 * no story first unless stories answer the question (stories.ts); else the first quote with
 * a lead that is no fragment and opens standing alone; else the first with a lead that is
 * no fragment; else the best quote.
 */
function leadFrom(picks: readonly QuoteCandidate[], question: LeadQuestion, storiesAnswer: boolean): { quote: QuoteCandidate; text: string | null } {
  const top = picks[0]!;
  const guest = top.isGuest ? top : picks.find((p) => p.isGuest && p.score >= GUEST_LEAD_SHARE * top.score);
  const order = guest ? [guest, ...picks.filter((p) => p !== guest)] : [...picks];
  const leads = order.map((quote) => ({ quote, lead: leadOf(quote, question) }));
  const full = (l: (typeof leads)[number]) => l.lead !== null && l.lead.words >= LEAD_MIN_WORDS;
  const close = (l: (typeof leads)[number]) => full(l) && l.lead!.fromQuoteStart && l.quote.score >= CLOSE_TO_BEST * top.score;
  const chosen =
    leads.find((l) => close(l) && (storiesAnswer || !tellsStory(l.lead!.opening))) ??
    leads.find(close) ??
    leads.find((l) => full(l) && l.lead!.standalone) ??
    leads.find(full) ??
    leads[0]!;
  return { quote: chosen.quote, text: chosen.lead?.text ?? null };
}

export function composeExtractiveAnswer(request: AnswerRequest): AnswerDraft {
  const { picks, terms } = selectQuotes(request);
  if (picks.length === 0) return { lead: null, takeaways: [], blocks: [], quotes: [] };
  const storiesAnswer = asksWhatHappened(request.question);
  const { quote: leading, text: leadText } = leadFrom(picks, leadQuestion(request.question), storiesAnswer);
  // The lead's episode comes first among the quotes.
  let ordered = groupByEpisode([leading, ...picks.filter((p) => p !== leading)]);
  const context: PointContext = {
    terms,
    lead: leadText,
    leadEpisode: leading.passage.episodeNumber,
    storiesAnswer,
    request,
    guestPassages: new Set(request.passages.filter((p) => spokenByGuest(p, request)).map((p) => p.id)),
    points: new Map(),
  };
  // Points on the question first, from the quotes' passages and, when they give too few,
  // from further retrieved passages given as quotes; sentences off the question fill in last.
  let takeaways = takeawaysOf(ordered, context, false);
  if (takeaways.length < MIN_TAKEAWAYS) {
    const extra = groundingQuotes(ordered, context, MIN_TAKEAWAYS - takeaways.length);
    if (extra.length > 0) ordered = groupByEpisode([...ordered, ...extra]);
    takeaways = takeawaysOf(ordered, context);
  }
  const best = ordered.indexOf(leading);
  // An intro that places a quote relative to the one before it needs both.
  const introRequires = (i: number) => (i > 0 && ordered[i - 1]!.passage.episodeNumber === ordered[i]!.passage.episodeNumber ? [i - 1, i] : [i]);
  const blocks: DraftBlock[] = ordered.flatMap((_, i) => [
    { kind: 'text' as const, text: quoteIntro(ordered, i, request.episodes), requires: introRequires(i) },
    { kind: 'quote' as const, quote: i },
  ]);
  return {
    lead: leadText ? { kind: 'text', text: leadText, requires: [best] } : null,
    takeaways,
    blocks,
    quotes: ordered.map((q) => ({ text: q.text, episode: q.passage.episodeNumber, timestamp: q.passage.timestamp })),
  };
}
