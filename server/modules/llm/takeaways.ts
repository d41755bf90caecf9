import { contentStems } from './terms.js';

/**
 * Key Takeaways: each point condenses one quote into a short plain statement: the
 * quote's sentence that best matches the question, without spoken fillers and opening
 * discourse words, cut at a clause boundary to at most about 16 words. It only ever
 * shortens what was said, so it adds no facts.
 */

export const TAKEAWAY_MAX_WORDS = 16;
const MIN_WORDS = 4;

const FILLERS =
  /\b(?:you know|i mean|kind of|sort of|basically|actually|literally|honestly|obviously|essentially|definitely|certainly|really|just|very|super|totally)\b,?\s*/gi;
const SPOKEN_TICS = /(?:^|,\s*|\s)(?:um+|uh+|like|right)\s*,\s*/gi;
const OPENERS =
  /^(?:and|but|so|because|well|yeah|yes|no|okay|ok|oh|look|now|then|also|again|anyway|i think|i would say|i'd say|i guess|i feel like|i believe|to me|for me|the thing is|in my experience|what i found is|what we found is|i find that|i found that)\b[,:]?\s+/i;

function clean(sentence: string): string {
  let text = sentence.replace(/\[[^\]]*\]/g, ' ').replace(SPOKEN_TICS, ' ').replace(FILLERS, '');
  text = text.replace(/\s+([,;:.!?])/g, '$1').replace(/([,;:])(?:\s*[,;:])+/g, '$1').replace(/\s+/g, ' ').trim();
  for (let i = 0; i < 4; i++) {
    const next = text.replace(OPENERS, '').replace(/^[,;:\-–—\s]+/, '');
    if (next === text) break;
    text = next;
  }
  return text;
}

const CLAUSE_WORDS = new Set(['and', 'but', 'because', 'so', 'which', 'where', 'when', 'while', 'although', 'though', 'or', 'then', 'until', 'unless']);
/** A statement that starts with one of these is not complete at its first clause boundary. */
const SUBORDINATORS = new Set(['if', 'when', 'whenever', 'because', 'although', 'though', 'while', 'since', 'unless', 'as', 'once', 'whether', 'before', 'after', 'until']);
const trimEnd = (text: string) => text.replace(/[,;:\-–—\s]+$/, '');

interface Shortened {
  text: string;
  /** Cut in the middle of a clause (marked with an ellipsis). */
  hardCut: boolean;
}

/**
 * Cuts to `max` words, at the last clause boundary (punctuation or a joining word) that
 * keeps 6 or more words and a complete statement; else mid-clause with an ellipsis.
 */
function shorten(text: string, max: number): Shortened {
  const tokens = text.split(' ');
  if (tokens.length <= max) return { text: trimEnd(text), hardCut: false };
  const subordinate = SUBORDINATORS.has(tokens[0]!.toLowerCase().replace(/[^a-z]/g, ''));
  for (let i = max; i >= 6; i--) {
    const previous = tokens[i - 1]!;
    const next = tokens[i]?.toLowerCase() ?? '';
    if (!(/[,;:]$/.test(previous) || /^[–—-]$/.test(next) || CLAUSE_WORDS.has(next))) continue;
    const kept = tokens.slice(0, i);
    // "If we do X," alone says nothing: a subordinate opening needs its main clause.
    if (subordinate && !kept.slice(0, -1).some((t) => /[,;:]$/.test(t))) continue;
    return { text: trimEnd(kept.join(' ')), hardCut: false };
  }
  return { text: `${trimEnd(tokens.slice(0, max).join(' '))}…`, hardCut: true };
}

function finish(text: string): string {
  const capital = text.charAt(0).toUpperCase() + text.slice(1);
  return /[.!?…]$/.test(capital) ? capital : `${capital}.`;
}

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
  hardCut: boolean;
}

/** A condensed point from one sentence, or null when too little remains. */
export function condenseSentence(sentence: string, maxWords = TAKEAWAY_MAX_WORDS): Shortened | null {
  const cleaned = clean(sentence);
  if (cleaned.split(' ').length < MIN_WORDS || cleaned.endsWith('?')) return null;
  const short = shorten(cleaned, maxWords);
  return short.text.split(' ').length < MIN_WORDS ? null : { text: finish(short.text), hardCut: short.hardCut };
}

/**
 * The best condensed point for a quote: from its ranked sentences, preferably one that
 * keeps a word of the question and needs no mid-clause cut.
 */
export function condenseQuote(sentences: string[], questionStems: readonly string[], skip: ReadonlySet<string> = new Set()): Point | null {
  const wanted = new Set(questionStems);
  const points: Point[] = [];
  for (const sentence of rankSentences(sentences, questionStems)) {
    const point = condenseSentence(sentence);
    if (!point || skip.has(point.text)) continue;
    points.push({ ...point, relevant: contentStems(point.text).some((s) => wanted.has(s)) });
  }
  const rank = (p: Point) => (p.relevant ? 0 : 2) + (p.hardCut ? 1 : 0);
  return points.sort((a, b) => rank(a) - rank(b))[0] ?? null;
}
