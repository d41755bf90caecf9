import type { Quote } from './quote.js';
import type { TranscriptBlock } from './transcript.js';

/**
 * Quote verification: a quote counts only when its words occur, in order, inside ONE
 * speaker turn of the cited episode's transcript. Comparison ignores case, whitespace and
 * punctuation (apostrophes join: "don't" = "dont"); a match must start and end on word
 * boundaries. The verified quote carries the words as the transcript writes them and the
 * start of the turn that holds them, so its timestamp is never after the quote is spoken.
 */

/** What a generator claims: these words were said in this episode (near this time). */
export interface QuoteClaim {
  text: string;
  episode: number;
  /** Start of the turn the generator took the words from; preferred when several turns match. */
  timestamp?: string;
}

export interface VerifiedQuote extends Quote {
  /** Index of the speaker turn in the transcript. */
  turnIndex: number;
}

/** Shorter claims match too easily to count as evidence. */
export const MIN_QUOTE_WORDS = 3;

interface FoldedText {
  /** Lower-case letters and digits, words separated by single spaces. */
  text: string;
  /** For each character of `text`: where it starts and ends in the original. */
  starts: number[];
  ends: number[];
}

const JOINERS = new Set(["'", '’', '‘', '`', 'ʼ']);
const WORD_CHAR = /[\p{L}\p{N}]/u;

/**
 * Folds text for comparison; with `withMap`, also records where each folded character
 * comes from in the original (only needed for the turn that holds a match).
 */
function fold(original: string, withMap: boolean): FoldedText {
  let text = '';
  const starts: number[] = [];
  const ends: number[] = [];
  let index = 0;
  for (const char of original) {
    const end = index + char.length;
    if (JOINERS.has(char)) {
      index = end;
      continue;
    }
    const folded = char
      .normalize('NFKD')
      .replace(/[\u0300-\u036f]/g, '')
      .toLowerCase();
    if (folded !== '' && [...folded].every((c) => WORD_CHAR.test(c))) {
      text += folded;
      if (withMap) {
        for (let i = 0; i < folded.length; i++) {
          starts.push(index);
          ends.push(end);
        }
      }
    } else if (text !== '' && !text.endsWith(' ')) {
      text += ' ';
      if (withMap) {
        starts.push(index);
        ends.push(end);
      }
    }
    index = end;
  }
  if (text.endsWith(' ')) {
    text = text.slice(0, -1);
    starts.pop();
    ends.pop();
  }
  return { text, starts, ends };
}

const foldText = (original: string): FoldedText => fold(original, true);

/** The comparison form of a text (no position map). */
export const normalizeForComparison = (text: string) => fold(text, false).text;

/** Start offset of `needle` in `haystack` on word boundaries, or -1. */
function findWords(haystack: string, needle: string): number {
  let from = 0;
  for (;;) {
    const at = haystack.indexOf(needle, from);
    if (at === -1) return -1;
    const end = at + needle.length;
    const startsWord = at === 0 || haystack[at - 1] === ' ';
    const endsWord = end === haystack.length || haystack[end] === ' ';
    if (startsWord && endsWord) return at;
    from = at + 1;
  }
}

const TRAILING_PUNCTUATION = /^[.!?,;:…"'’”)\]]/u;

/** The original words for a folded span, with closing punctuation when the claim had it. */
function originalSpan(original: string, folded: FoldedText, at: number, length: number, keepTrailing: boolean): string {
  const start = folded.starts[at]!;
  let end = folded.ends[at + length - 1]!;
  if (keepTrailing) {
    while (end < original.length && TRAILING_PUNCTUATION.test(original.slice(end))) end++;
  }
  return original.slice(start, end).replace(/\s+/g, ' ').trim();
}

/** Comparison form of each turn, kept while the turn object lives (transcripts are cached). */
const foldedBlocks = new WeakMap<TranscriptBlock, string>();
function foldedBlock(block: TranscriptBlock): string {
  let folded = foldedBlocks.get(block);
  if (folded === undefined) {
    folded = normalizeForComparison(block.text);
    foldedBlocks.set(block, folded);
  }
  return folded;
}

/**
 * Checks a claim against the turns of the cited episode. Returns the quote as the
 * transcript has it, with the turn's speaker and start, or null when the words do not
 * occur inside one turn.
 */
export function verifyQuote(claim: QuoteClaim, blocks: readonly TranscriptBlock[] | undefined): VerifiedQuote | null {
  if (!blocks || blocks.length === 0) return null;
  const needle = normalizeForComparison(claim.text);
  if (needle === '' || needle.split(' ').length < MIN_QUOTE_WORDS) return null;
  const keepTrailing = TRAILING_PUNCTUATION.test(claim.text.trim().slice(-1));
  const order = blocks.map((_, i) => i);
  if (claim.timestamp) order.sort((a, b) => Number(blocks[b]!.timestamp === claim.timestamp) - Number(blocks[a]!.timestamp === claim.timestamp));
  for (const turnIndex of order) {
    const block = blocks[turnIndex]!;
    const at = findWords(foldedBlock(block), needle);
    if (at === -1) continue;
    return {
      text: originalSpan(block.text, foldText(block.text), at, needle.length, keepTrailing),
      episode: claim.episode,
      guest: block.speaker,
      timestamp: block.timestamp,
      ...(block.estimated ? { estimated: true } : {}),
      turnIndex,
    };
  }
  return null;
}

/** Verifies each claim against its episode's turns (`transcripts`: episode number → turns). */
export function verifyQuotes(claims: readonly QuoteClaim[], transcripts: ReadonlyMap<number, readonly TranscriptBlock[]>): (VerifiedQuote | null)[] {
  return claims.map((claim) => verifyQuote(claim, transcripts.get(claim.episode)));
}
