import { contentStems } from './terms.js';

/**
 * Key Takeaways: each point condenses one quote into a short plain statement: the
 * quote's sentence that best matches the question, without spoken fillers and opening
 * discourse words, and when long, cut where a clause ends (never mid-clause, never after
 * a word that needs a continuation). It only ever shortens what was said, so it adds no
 * facts, and each point is a complete sentence that reads on its own.
 */

export const TAKEAWAY_MAX_WORDS = 20;
/** A sentence this short is kept whole rather than cut. */
const WHOLE_SENTENCE_WORDS = 24;
const MIN_WORDS = 4;

// "just" and "only" stay after a negation: "not just X, but Y" says something else without them.
const FILLERS =
  /\b(?:you know|i mean|kind of|sort of|basically|actually|literally|honestly|obviously|essentially|definitely|certainly|really|(?<!\bnot |n't )just|very|super|totally)\b,?\s*/gi;
const SPOKEN_TICS = /(?:^|,\s*|\s)(?:um+|uh+|like|right)\s*,\s*/gi;
const OPENERS =
  /^(?:and|but|so|because|well|yeah|yes|no|okay|ok|oh|look(?=,)|listen(?=,)|now|then|also|again|anyway|i think|i would say|i'd say|i'll say|i guess|i feel like|i believe|to me|for me|the thing is(?: that)?|in my experience|what i found is|what we found is|i find that|i found that|like i said|as i said|(?:number )?(?:one|two|three|four) is(?: that)?|(?:first|second|third)(?:ly)?(?=,)|the way i think about it is that|the way i put it is that|my view is that)\b[,:]?\s+/i;

function clean(sentence: string): string {
  let text = sentence
    .replace(/\[[^\]]*\]/g, ' ')
    .replace(SPOKEN_TICS, ' ')
    .replace(FILLERS, '');
  text = text
    .replace(/\s+([,;:.!?])/g, '$1')
    .replace(/([,;:])(?:\s*[,;:])+/g, '$1')
    .replace(/\s+/g, ' ')
    .trim();
  // A filler removed after a joining word leaves its comma behind ("students and, people").
  text = text.replace(/\b(and|or|but|so)\s*,\s+/gi, '$1 ');
  for (let i = 0; i < 4; i++) {
    const next = text.replace(OPENERS, '').replace(/^[,;:\-–—\s]+/, '');
    if (next === text) break;
    text = next;
  }
  return text;
}

/** Words that open a new clause: a statement may end right before them when a comma precedes. */
// Not "or": after a comma it mostly joins alternatives inside one phrase ("founders, or whoever…").
const CLAUSE_WORDS = new Set(['and', 'but', 'because', 'so', 'which', 'where', 'when', 'while', 'although', 'though', 'then', 'until', 'unless', 'whereas']);
/** Words that open a new clause even without a comma before them. */
const STRONG_CLAUSE_WORDS = new Set(['because', 'but', 'which', 'although', 'though', 'whereas']);
/** A statement that starts with one of these is not complete at its first clause boundary. */
const SUBORDINATORS = new Set('if when whenever because although though while since unless as once whether before after until'.split(' '));
/** Words a statement cannot end on: they need what follows (articles, prepositions, joining words, auxiliaries). */
const DANGLING = new Set(
  `a an the and or but so because which that who whom whose where when while if than then as of to in on at by for with from into onto about
  over under between through like is are was were be been being am has have had do does did will would can could should may might must
  not no our your their my his her its very such whether until unless although though`.split(/\s+/),
);
const NOT_ONLY = /\b(?:not|\w+n't)\s+(?:just|only|simply|merely)\b/i;
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
 * that keeps 6 or more words, a complete main clause and no dangling last word. Null when
 * a long statement has no such boundary (a mid-clause cut would leave a fragment).
 */
function shorten(text: string, max: number): string | null {
  const tokens = text.split(' ');
  if (tokens.length <= WHOLE_SENTENCE_WORDS) return trimEnd(text);
  const subordinate = SUBORDINATORS.has(bare(tokens[0]!));
  for (let i = Math.min(max, tokens.length - 1); i >= 6; i--) {
    if (!isBoundary(tokens, i)) continue;
    const kept = tokens.slice(0, i);
    if (DANGLING.has(bare(kept[kept.length - 1]!))) continue;
    // "It isn't just X, but Y": the first half alone says the opposite.
    if (NOT_ONLY.test(kept.join(' '))) continue;
    // "If we do X," alone says nothing: a subordinate opening needs its main clause.
    if (subordinate && !kept.slice(0, -1).some((t) => /[,;:]$/.test(t))) continue;
    return trimEnd(kept.join(' '));
  }
  return null;
}

function finish(text: string): string {
  // A quotation mark whose partner was cut off or dropped goes too.
  const quotes = (text.match(/["“”]/g) ?? []).length;
  const balanced = quotes % 2 === 0 ? text : text.replace(/["“”]/g, '');
  const capital = balanced.charAt(0).toUpperCase() + balanced.slice(1);
  return /[.!?]["'’”)\]]*$/.test(capital) ? capital : `${capital}.`;
}

/** A sentence the speaker trailed off ("we're willing to test a lot of different..."). */
const trailsOff = (text: string) => /(?:\.\.\.|…)["'’”)\]]*$/.test(text.trim());

/** The sentences of a quote, best match for the question first (statements before questions). */
export function rankSentences(sentences: string[], questionStems: readonly string[]): string[] {
  const wanted = new Set(questionStems);
  return sentences
    .map((text, index) => {
      const stems = contentStems(text);
      const hits = stems.filter((s) => wanted.has(s)).length;
      const isQuestion = text.trim().endsWith('?');
      return { text, index, score: hits + (stems.length >= 5 ? 0.5 : 0) - (isQuestion ? 2 : 0) };
    })
    .sort((a, b) => b.score - a.score || a.index - b.index)
    .map((s) => s.text);
}

export interface Point {
  text: string;
  /** Carries a word of the question. */
  relevant: boolean;
  /** Opens with a pronoun that points back at something said before ("That", "They"). */
  leansOnContext: boolean;
}

/** Openings that refer to something outside the sentence. */
const CONTEXT_OPENERS = /^(?:this|that|these|those|they|them|she|he|her|him|there)\b/i;

/** A condensed point from one sentence, or null when too little remains or no complete statement fits. */
export function condenseSentence(sentence: string, maxWords = TAKEAWAY_MAX_WORDS): string | null {
  const cleaned = clean(sentence);
  if (cleaned.split(' ').length < MIN_WORDS || cleaned.endsWith('?') || trailsOff(cleaned)) return null;
  const short = shorten(cleaned, maxWords);
  if (!short || short.split(' ').length < MIN_WORDS) return null;
  // A sentence the speaker left unfinished ("…and then we") is no statement either.
  if (!/[.!?]["'’”)\]]*$/.test(short) && DANGLING.has(bare(short.split(' ').pop()!))) return null;
  return finish(short);
}

/**
 * The best condensed point for a quote: from its ranked sentences, preferably one that
 * keeps a word of the question and stands on its own (no opening pronoun pointing back).
 */
export function condenseQuote(sentences: string[], questionStems: readonly string[], skip: ReadonlySet<string> = new Set()): Point | null {
  const wanted = new Set(questionStems);
  const points: Point[] = [];
  for (const sentence of rankSentences(sentences, questionStems)) {
    const text = condenseSentence(sentence);
    if (!text || skip.has(text)) continue;
    points.push({ text, relevant: contentStems(text).some((s) => wanted.has(s)), leansOnContext: CONTEXT_OPENERS.test(text) });
  }
  const rank = (p: Point) => (p.relevant ? 0 : 2) + (p.leansOnContext ? 1 : 0);
  return points.sort((a, b) => rank(a) - rank(b))[0] ?? null;
}

/** A whole statement of the quote, however long: the last resort when no sentence condenses. */
export function wholeStatement(sentences: string[], questionStems: readonly string[]): string | null {
  for (const sentence of rankSentences(sentences, questionStems)) {
    const cleaned = trimEnd(clean(sentence));
    if (cleaned.split(' ').length >= MIN_WORDS && !cleaned.endsWith('?') && !trailsOff(cleaned) && !DANGLING.has(bare(cleaned.split(' ').pop()!)))
      return finish(cleaned);
  }
  return null;
}
