import { isStopWord, words } from '../text/terms.js';

/**
 * The words of a saved-prompt query, normalised by the term pipeline (text/terms.ts:
 * lower case, accents folded, function words and lone letters dropped), without
 * duplicates; PostgreSQL's `english` configuration stems them with the same Snowball
 * stemmer.
 */
export function queryTerms(query: string): string[] {
  return [...new Set(words(query).filter((w) => !isStopWord(w)))];
}
