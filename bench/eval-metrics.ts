import type { ReadabilityRule } from '../common/answer-readability.js';
import { RERANK_CANDIDATES } from '../server/modules/answers/answer-composer.js';
import { QUESTION_TYPES } from './questions.js';
import { locateTurn, normalize, type FileTurn } from './transcript-check.js';

/**
 * The figures of `npm run eval`, from what each question got. Turns are the speaker
 * turns of the corpus files (transcript-check.ts), indexed in file order.
 *
 * - gold episode: share of answerable questions whose answer quotes a gold episode;
 * - gold passage: share of answerable questions with a quote at most GOLD_TURN_RADIUS
 *   speaker turns from the turn of one of their gold quotes (same episode);
 * - search psg@3: the same measure applied to the first SEARCH_TOP passages of the first
 *   stage instead of the answer's quotes. Retrieval alone: where it is above gold passage,
 *   the composer left out a passage search had put first; where both are low, search did
 *   not find the passage;
 * - verbatim: share of the answers' quotes whose words occur in the turn their timestamp names;
 * - readable: share of answered answers (not declined, any type) the readability checker
 *   passes (common/answer-readability.ts), with the problems counted once per answer;
 * - declines: unanswerable questions declined; false declines: answerable questions declined;
 * - recall@50: share of gold quotes (of answerable questions) whose turn holds one of the
 *   first RECALL_DEPTH passages `search.searchPassages(question, 50)` returns: the passage's
 *   episode is the gold episode, it starts at the gold turn's start, and its words lie inside
 *   that turn (turn ±0). recall@100: the same for `search.searchPassages(question,
 *   RERANK_CANDIDATES)`, the candidates Cohere reranks: it bounds what rerank can reach.
 * - p50 / p95: answer latency in ms (nearest rank).
 */

export const GOLD_TURN_RADIUS = 2;
export const RECALL_DEPTH = 50;
export const SEARCH_TOP = 3;

/** Where a quote or passage sits: its episode and its turn in the episode's file. */
export interface Placed {
  episode: number;
  turn: number;
}

/** Episode number → the turns of its transcript file. */
export type TurnsByEpisode = ReadonlyMap<number, readonly FileTurn[]>;

/** The turn of a quote in `turns` (see locateTurn), with its episode; null when it cannot be found. */
export function place(turns: TurnsByEpisode, quote: { episode: number; text: string; timestamp: string }): (Placed & { exact: boolean }) | null {
  const found = locateTurn(turns.get(quote.episode) ?? [], quote);
  return found ? { episode: quote.episode, turn: found.index, exact: found.exact } : null;
}

/** Whether a quote lies within `radius` speaker turns of a gold quote's turn. */
export function nearGold(quotes: readonly Placed[], gold: readonly Placed[], radius = GOLD_TURN_RADIUS): boolean {
  return quotes.some((q) => gold.some((g) => g.episode === q.episode && Math.abs(g.turn - q.turn) <= radius));
}

/** Whether a first-stage passage lies in the gold turn: same episode, the turn's start, its words inside the turn. */
export function passageInTurn(hit: { episode: number; timestamp: string; text: string }, gold: Placed, turns: TurnsByEpisode): boolean {
  if (hit.episode !== gold.episode) return false;
  const turn = turns.get(gold.episode)?.[gold.turn];
  return turn !== undefined && turn.timestamp === hit.timestamp && normalize(turn.text).includes(normalize(hit.text));
}

/** How many gold turns one of the first `depth` hits reaches. */
export function recalled(
  hits: readonly { episode: number; timestamp: string; text: string }[],
  gold: readonly Placed[],
  turns: TurnsByEpisode,
  depth = RECALL_DEPTH,
): number {
  const first = hits.slice(0, depth);
  return gold.filter((g) => first.some((h) => passageInTurn(h, g, turns))).length;
}

/** What one question got. */
export interface QuestionOutcome {
  id: string;
  type: string;
  /** Position in its file, from 1. */
  position: number;
  answerable: boolean;
  declined: boolean;
  /** Episodes the answer quotes, in order of first quote. */
  cited: number[];
  goldEpisodes: number[];
  goldEpisode: boolean;
  goldPassage: boolean;
  /** The answer's first quote (the one its lead comes from) lies within the radius of a gold quote's turn. */
  leadGoldPassage: boolean;
  /** One of the first SEARCH_TOP passages of the first stage lies where a gold-passage quote would. */
  searchGoldPassage: boolean;
  quotes: number;
  verbatimQuotes: number;
  /** Problems of an answered answer (empty: it passes); null when declined. */
  readability: ReadabilityRule[] | null;
  /** Gold quotes, and those whose turn the first stage's top 50, and its RERANK_CANDIDATES, reach. */
  goldQuotes: number;
  goldQuotesRecalled: number;
  goldQuotesRecalledForRerank: number;
  ms: number;
}

export interface Share {
  count: number;
  of: number;
  /** count / of; null when `of` is 0. */
  value: number | null;
}

export interface Figures {
  label: string;
  questions: number;
  goldEpisode: Share;
  goldPassage: Share;
  leadGoldPassage: Share;
  searchGoldPassage: Share;
  verbatim: Share;
  readable: Share;
  declined: Share;
  falseDeclines: Share;
  recallAt50: Share;
  recallForRerank: Share;
  p50: number | null;
  p95: number | null;
  /** Readability rules broken, with how many answers break each, most common first. */
  problems: { rule: ReadabilityRule; answers: number }[];
}

export const share = (count: number, of: number): Share => ({ count, of, value: of === 0 ? null : count / of });

/** The value at percentile `p` (0..100) of `values`, nearest rank; null when empty. */
export function percentile(values: readonly number[], p: number): number | null {
  if (values.length === 0) return null;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))]!;
}

export function countProblems(outcomes: readonly QuestionOutcome[]): Figures['problems'] {
  const counts = new Map<ReadabilityRule, number>();
  for (const o of outcomes) for (const rule of new Set(o.readability ?? [])) counts.set(rule, (counts.get(rule) ?? 0) + 1);
  return [...counts].map(([rule, answers]) => ({ rule, answers })).sort((a, b) => b.answers - a.answers || a.rule.localeCompare(b.rule));
}

export function figures(label: string, outcomes: readonly QuestionOutcome[]): Figures {
  const answerable = outcomes.filter((o) => o.answerable);
  const unanswerable = outcomes.filter((o) => !o.answerable);
  const answered = outcomes.filter((o) => o.readability !== null);
  const sum = (f: (o: QuestionOutcome) => number, list = outcomes) => list.reduce((n, o) => n + f(o), 0);
  const ms = outcomes.map((o) => o.ms);
  return {
    label,
    questions: outcomes.length,
    goldEpisode: share(answerable.filter((o) => o.goldEpisode).length, answerable.length),
    goldPassage: share(answerable.filter((o) => o.goldPassage).length, answerable.length),
    leadGoldPassage: share(answerable.filter((o) => o.leadGoldPassage).length, answerable.length),
    searchGoldPassage: share(answerable.filter((o) => o.searchGoldPassage).length, answerable.length),
    verbatim: share(
      sum((o) => o.verbatimQuotes),
      sum((o) => o.quotes),
    ),
    readable: share(answered.filter((o) => o.readability!.length === 0).length, answered.length),
    declined: share(unanswerable.filter((o) => o.declined).length, unanswerable.length),
    falseDeclines: share(answerable.filter((o) => o.declined).length, answerable.length),
    recallAt50: share(
      sum((o) => o.goldQuotesRecalled, answerable),
      sum((o) => o.goldQuotes, answerable),
    ),
    recallForRerank: share(
      sum((o) => o.goldQuotesRecalledForRerank, answerable),
      sum((o) => o.goldQuotes, answerable),
    ),
    p50: percentile(ms, 50),
    p95: percentile(ms, 95),
    problems: countProblems(outcomes),
  };
}

/** Figures per question type (the known types first, in their usual order), then over all questions. */
export function figuresByType(outcomes: readonly QuestionOutcome[]): Figures[] {
  const known: readonly string[] = QUESTION_TYPES;
  const types = [...new Set(outcomes.map((o) => o.type))].sort((a, b) => (known.indexOf(a) + 1 || 99) - (known.indexOf(b) + 1 || 99) || a.localeCompare(b));
  return [
    ...types.map((type) =>
      figures(
        type,
        outcomes.filter((o) => o.type === type),
      ),
    ),
    figures('all', outcomes),
  ];
}

const fixed = (s: Share) => (s.value === null ? '-' : s.value.toFixed(2));
const counted = (s: Share) => (s.of === 0 ? '-' : `${s.count}/${s.of}`);
const ms = (value: number | null) => (value === null ? '-' : String(Math.round(value)));

/** The table `npm run eval` prints. */
export function formatTable(rows: readonly Figures[]): string {
  const header = [
    'type',
    'n',
    'gold ep',
    'gold psg',
    'lead psg',
    `search psg@${SEARCH_TOP}`,
    'verbatim',
    'readable',
    'declined',
    'false decl',
    'recall@50',
    `recall@${RERANK_CANDIDATES}`,
    'p50 ms',
    'p95 ms',
  ];
  const body = rows.map((r) => [
    r.label,
    String(r.questions),
    fixed(r.goldEpisode),
    fixed(r.goldPassage),
    fixed(r.leadGoldPassage),
    fixed(r.searchGoldPassage),
    `${fixed(r.verbatim)} ${counted(r.verbatim)}`,
    `${fixed(r.readable)} ${counted(r.readable)}`,
    counted(r.declined),
    counted(r.falseDeclines),
    fixed(r.recallAt50),
    fixed(r.recallForRerank),
    ms(r.p50),
    ms(r.p95),
  ]);
  const widths = header.map((h, i) => Math.max(h.length, ...body.map((row) => row[i]!.length)));
  const line = (cells: string[]) => cells.map((c, i) => (i === 0 ? c.padEnd(widths[i]!) : c.padStart(widths[i]!))).join('  ');
  return [line(header), ...body.map(line)].join('\n');
}

export const LEGEND = [
  'gold ep: answerable questions whose answer quotes a gold episode.',
  `gold psg: answerable questions with a quote within ${GOLD_TURN_RADIUS} speaker turns of a gold quote's turn.`,
  "lead psg: the same, for the answer's first quote alone (the one its lead comes from).",
  `search psg@${SEARCH_TOP}: the same, for the first ${SEARCH_TOP} passages of search.searchPassages(question, ${RECALL_DEPTH}) instead of the quotes (retrieval alone).`,
  'verbatim: quotes whose words occur in the corpus file, in the turn their timestamp names.',
  'readable: answered answers passing common/answer-readability.ts. declined: unanswerable questions declined;',
  'false decl: answerable questions declined.',
  `recall@50: gold quotes whose turn holds one of the first ${RECALL_DEPTH} passages of search.searchPassages(question, ${RECALL_DEPTH}).`,
  `recall@${RERANK_CANDIDATES}: the same for search.searchPassages(question, ${RERANK_CANDIDATES}), the candidates Cohere reranks (RERANK_CANDIDATES).`,
  'p50/p95: answer latency through AnswersService.ask, in ms.',
].join('\n');
