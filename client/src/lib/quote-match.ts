import { QUOTE_MATCH_MIN_WORD_LENGTH, QUOTE_MATCH_THRESHOLD, QUOTE_PREFIX_CHARS, QUOTE_PREFIX_SCORE } from '@common/limits';

/** Lower case, letters and digits only, single spaces: quote marks, dashes and ellipses don't count. */
export function normalizeQuoteText(text: string): string {
  return text
    .toLowerCase()
    .replace(/['’`]/g, '')
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
}

const significantWords = (normalized: string) => new Set(normalized.split(' ').filter((w) => w.length >= QUOTE_MATCH_MIN_WORD_LENGTH));

/**
 * How well a blockquote of the answer matches a source quote (SPEC §5): 0.9 when the
 * first 50 characters of one occur in the other; otherwise the share of the
 * blockquote's words longer than 3 letters that the source also has.
 */
export function quoteMatchScore(blockquote: string, source: string): number {
  const a = normalizeQuoteText(blockquote);
  const b = normalizeQuoteText(source);
  if (a === '' || b === '') return 0;
  if (b.includes(a.slice(0, QUOTE_PREFIX_CHARS)) || a.includes(b.slice(0, QUOTE_PREFIX_CHARS))) return QUOTE_PREFIX_SCORE;
  const words = significantWords(a);
  if (words.size === 0) return 0;
  const sourceWords = significantWords(b);
  let shared = 0;
  for (const word of words) if (sourceWords.has(word)) shared++;
  return shared / words.size;
}

/**
 * The index of the source that best matches the blockquote, when its score is above 0.2; a
 * source with the blockquote's very words first (two quotes may open alike, as a cold open
 * repeats a later passage, and both then score 0.9).
 */
export function matchQuote(blockquote: string, sources: readonly { text: string }[]): number | null {
  const words = normalizeQuoteText(blockquote);
  const same = sources.findIndex((source) => words !== '' && normalizeQuoteText(source.text) === words);
  if (same !== -1) return same;
  let best: { index: number; score: number } | null = null;
  sources.forEach((source, index) => {
    const score = quoteMatchScore(blockquote, source.text);
    if (score > QUOTE_MATCH_THRESHOLD && (!best || score > best.score)) best = { index, score };
  });
  return best === null ? null : (best as { index: number }).index;
}
