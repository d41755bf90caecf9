import { announcesWhatFollows, endsWithQuestion } from '../../../common/passages.js';
import { MIN_TAKEAWAY_WORDS, takeawayProblems } from '../../../common/answer-readability.js';
import { nearDuplicates, termOverlap } from './content-terms.js';
import { balanceQuotes, cleanSentence, endsSentence, lacksMainClause, leansOnContext, talksAboutTalking, trailsOff } from './spoken-sentences.js';

/**
 * Key Takeaways: 2 to 4 points, each one sentence a guest said, made readable
 * (spoken-sentences.ts) and, when long, cut where a clause ends (never mid-clause, never
 * after a word that needs a continuation). A point must stand on its own: a capital first
 * letter, at least six words, a statement, and no opening that needs the sentence before
 * it. Points are chosen by maximal marginal relevance: each adds what the question asks
 * and what the points before it do not already say, from different passages where the
 * quotes allow. A point only ever shortens what was said, so it adds no facts.
 */

export const TAKEAWAY_MAX_WORDS = 20;
export const MAX_TAKEAWAYS = 4;
export const MIN_TAKEAWAYS = 2;
/** A sentence this short is kept whole rather than cut. */
const WHOLE_SENTENCE_WORDS = 26;

export interface PointLength {
  /** A longer sentence is cut to its first clauses within this many words. */
  maxWords: number;
  /** A sentence this short is kept whole. */
  wholeUpTo: number;
}

export const POINT_LENGTH: PointLength = { maxWords: TAKEAWAY_MAX_WORDS, wholeUpTo: WHOLE_SENTENCE_WORDS };
/** When too few sentences make points at the usual length, longer whole sentences may. */
export const RELAXED_POINT_LENGTH: PointLength = { maxWords: 30, wholeUpTo: 40 };

/** Words that open a new clause: a statement may end right before them when a comma precedes. */
// Not "or": after a comma it mostly joins alternatives inside one phrase ("founders, or whoever…").
const CLAUSE_WORDS = new Set(['and', 'but', 'because', 'so', 'which', 'where', 'when', 'while', 'although', 'though', 'then', 'until', 'unless', 'whereas']);
/** Words that open a new clause even without a comma before them. */
const STRONG_CLAUSE_WORDS = new Set(['because', 'but', 'which', 'although', 'though', 'whereas']);
/** Words a statement cannot end on: they need what follows (articles, prepositions, joining words, auxiliaries). */
const DANGLING = new Set(
  `a an the and or but so because which that who whom whose where when while if than then as of to in on at by for with from into onto about
  over under between through like is are was were be been being am has have had do does did will would can could should may might must
  not no our your their my his her its very such whether until unless although though`.split(/\s+/),
);
const NOT_ONLY = /\b(?:not|\w+n't)\s+(?:just|only|simply|merely)\b/i;
/**
 * Someone other than the speaker believing or saying something ("most teams
 * believe that…", "people say…"; not the speaker's own "I think", "we believe"): a correction often
 * follows, in the same sentence, after a contrast.
 */
const BELIEF_MODIFIERS = 'may|might|often|usually|sometimes|still|would|will|always|all';
const REPORTED_BELIEF = new RegExp(
  String.raw`\b(?!(?:i|we|${BELIEF_MODIFIERS})\b)[a-z]+\s+(?:(?:${BELIEF_MODIFIERS})\s+)?(?:think|thinks|believe|believes|assume|assumes|say|says)\b`,
  'i',
);
const CONTRAST = /\b(?:but|however|yet|though|although|whereas|actually)\b/i;
const bare = (token: string) => token.toLowerCase().replace(/[^a-z']/g, '');
const trimEnd = (text: string) => text.replace(/[,;:\-–—\s]+$/, '');

/** Where a statement may end: after `;`/`:`, before a dash, or before a joining word. */
function isBoundary(tokens: string[], i: number): boolean {
  const previous = tokens[i - 1]!;
  const next = bare(tokens[i] ?? '');
  if (/[;:]$/.test(previous) || /^[–—-]$/.test(tokens[i] ?? '')) return true;
  return (/,$/.test(previous) && CLAUSE_WORDS.has(next)) || STRONG_CLAUSE_WORDS.has(next);
}

/**
 * The statement, or its first clauses up to `max` words: cut at the last clause boundary
 * that keeps six or more words and no dangling last word. Null when a long statement has
 * no such boundary (a mid-clause cut would leave a fragment), or when every cut would keep
 * what others believe and drop the contrast that corrects it. Whether what is kept has its
 * main clause ("If we do X," alone says nothing) is takeawaySentence's check, for whole
 * and cut statements alike (`lacksMainClause`).
 */
function shorten(text: string, { maxWords: max, wholeUpTo }: PointLength): string | null {
  const tokens = text.split(' ');
  if (tokens.length <= wholeUpTo) return text;
  for (let i = Math.min(max, tokens.length - 1); i >= MIN_TAKEAWAY_WORDS; i--) {
    if (!isBoundary(tokens, i)) continue;
    const kept = tokens.slice(0, i);
    if (DANGLING.has(bare(kept[kept.length - 1]!))) continue;
    // "It isn't just X, but Y": the first half alone says the opposite.
    if (NOT_ONLY.test(kept.join(' '))) continue;
    // "Most teams believe X, but it is not so": the belief alone says what the speaker corrects.
    if (REPORTED_BELIEF.test(kept.join(' ')) && CONTRAST.test(tokens.slice(i).join(' '))) continue;
    return `${trimEnd(kept.join(' '))}.`;
  }
  return null;
}

/**
 * A sentence as a takeaway, or null when it cannot stand on its own: a question, a
 * trailing-off or unfinished sentence, an announcement of what the speaker is about to say
 * ("Let me give you some context."), an opening that leans on what came before, a
 * condition with no main clause after it ("If we had more time."), fewer
 * than six words, no capital first letter, too long with no clause to cut at, no verb (a
 * list of nouns answering a question asked before it), a pronoun whose referent was
 * said before it, a short phrase in quotation marks (the readability rules' own checks,
 * common/answer-readability.ts), or an ending that announces what the next sentences say
 * ("…are two things.", a colon).
 */
export function takeawaySentence(sentence: string, length: PointLength = POINT_LENGTH): string | null {
  const cleaned = cleanSentence(sentence);
  if (cleaned === '' || endsWithQuestion(cleaned) || trailsOff(cleaned) || talksAboutTalking(cleaned)) return null;
  if (leansOnContext(cleanSentence(sentence, { dropAllMarkers: true }))) return null;
  const short = shorten(cleaned, length);
  if (!short || !endsSentence(short) || lacksMainClause(short)) return null;
  const text = balanceQuotes(short);
  // The readability rules' own checks (length, opener, verb, pronoun, quotation marks) on the
  // bullet as printed, whose attribution takes the final stop out of a closing quotation
  // ('…you say, "Not now." ' becomes '…you say, "Not now" (…).', a label); and a letter first...
  if (!/^\p{Lu}/u.test(text) || takeawayProblems(attributed(text, 'Speaker', 1)).length > 0) return null;
  // ...and "…what you want in exchange are two things.": the things come in the sentences after it.
  return announcesWhatFollows(text) ? null : text;
}

/** A candidate point: one sentence of one quote, with what it says of the question. */
export interface PointCandidate {
  /** The quote (index into the draft's quotes) the sentence belongs to. */
  quote: number;
  /** The passage the quote comes from: points from different passages are preferred. */
  passage: string;
  text: string;
  /** Index terms of the sentence. */
  terms: ReadonlySet<string>;
  /** How well the sentence speaks to the question (0..1, higher is better). */
  relevance: number;
  /** Said already by the lead, or off the question: a point only to reach the minimum of two. */
  fillIn?: boolean;
}

/** Weight of relevance against novelty in maximal marginal relevance: relevance to the question comes first. */
const MMR_LAMBDA = 0.85;
/** Extra redundancy of a second point from a passage that already gave one. */
const SAME_PASSAGE = 0.5;
/** A point must reach this share of the best point's relevance (beyond the first two). */
const RELEVANCE_FLOOR = 0.5;

/**
 * Up to four points by maximal marginal relevance, most relevant first: each maximises
 * relevance minus its redundancy with the points already chosen (shared terms, the same
 * passage); never a near-duplicate of one (the same sentence said again in another
 * passage). Two at least when the candidates allow; further ones only while they stay
 * close to the best point's relevance. Fill-ins (a sentence the lead already says, or one
 * off the question) are kept only as far as the other points fall short of two.
 */
export function choosePoints(candidates: readonly PointCandidate[]): PointCandidate[] {
  const pool = candidates.filter((c, i) => candidates.findIndex((d) => d.text === c.text) === i);
  const best = Math.max(0, ...pool.map((c) => c.relevance));
  const chosen: PointCandidate[] = [];
  while (chosen.length < MAX_TAKEAWAYS) {
    let next: PointCandidate | undefined;
    let nextScore = -Infinity;
    for (const c of pool) {
      // A point saying what a chosen one says (the same sentence told again elsewhere) adds nothing.
      if (chosen.includes(c) || chosen.some((p) => nearDuplicates(p.terms, c.terms))) continue;
      const redundancy = Math.max(0, ...chosen.map((p) => termOverlap(p.terms, c.terms) + (p.passage === c.passage ? SAME_PASSAGE : 0)));
      const score = MMR_LAMBDA * c.relevance - (1 - MMR_LAMBDA) * redundancy;
      if (score > nextScore) {
        next = c;
        nextScore = score;
      }
    }
    if (!next) break;
    if (chosen.length >= MIN_TAKEAWAYS && next.relevance < RELEVANCE_FLOOR * best) break;
    chosen.push(next);
  }
  let room = Math.max(0, MIN_TAKEAWAYS - chosen.filter((p) => !p.fillIn).length);
  return chosen.filter((p) => !p.fillIn || room-- > 0);
}

/** A point with its speaker and episode, the attribution inside the sentence: "… (Ada Vale, episode 4)." */
export function attributed(text: string, speaker: string, episode: number): string {
  const end = /[.!]((?:["'’”)\]])*)$/.exec(text);
  const body = end ? text.slice(0, end.index) + end[1]! : text;
  return `${body} (${speaker}, episode ${episode}).`;
}
