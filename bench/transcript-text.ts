import fs from 'node:fs';
import path from 'node:path';
import { wordsOf as splitWords } from '../common/words.js';

/**
 * Finds transcript text copied into the repository. The archive's transcripts are test and
 * evaluation data, read from `../shared` at run time and never copied here; an example in a
 * test, a comment or an ADR is ours, even when it shows the shape of what a guest says.
 *
 * Every quoted string of a file ("…", “…”, '…', `…`) of at least `minWords` words is looked
 * for, word for word (case and punctuation aside), in the transcripts. Seven words is the
 * shortest length at which a match is a copied sentence rather than a common phrase: at six,
 * idioms such as "there's two sides of the coin" match. Regular expressions' strings are left
 * out (a pattern of spoken markers spells common phrases by design).
 */

export interface CopiedText {
  file: string;
  line: number;
  text: string;
}

export const MIN_COPIED_WORDS = 7;

/** Double quotes may wrap over lines (Markdown, comments); single quotes and backticks are code's, on one line. */
const QUOTED = /"([^"]{1,400})"|“([^”]{1,400})”|`([^`\n]+)`|(?<![\p{L}\p{N}])'((?:[^'\n]|(?<=\p{L})'(?=\p{L}))+)'/gu;
const REGEX_SOURCE = /\(\?[:=!<]|\\[bdsw]/;

/** The words of a text as common/words.ts reads them, lower-case, with one kind of apostrophe. */
export const wordsOf = (text: string): string[] => splitWords(text.toLowerCase().replace(/’/g, "'"));

/** The words of each episode file of the archive, one list per episode. */
export function* archiveEpisodes(episodesDir: string): Generator<string[]> {
  for (const name of fs.readdirSync(episodesDir).sort()) if (name.endsWith('.txt')) yield wordsOf(fs.readFileSync(path.join(episodesDir, name), 'utf8'));
}

/** The quoted strings of `files` found word for word in the episodes' words. */
export function copiedText(files: readonly { file: string; text: string }[], episodes: Iterable<readonly string[]>, minWords = MIN_COPIED_WORDS): CopiedText[] {
  // Quotes by their first word: a scan of the archive compares a quote only where its first word is.
  const byFirstWord = new Map<string, { quote: CopiedText; words: string[] }[]>();
  for (const { file, text } of files) {
    for (const match of text.matchAll(QUOTED)) {
      const quoted = match.slice(1).find((group) => group !== undefined)!;
      const words = wordsOf(quoted);
      if (words.length < minWords || REGEX_SOURCE.test(quoted)) continue;
      const quote = { file, line: text.slice(0, match.index).split('\n').length, text: quoted };
      byFirstWord.set(words[0]!, [...(byFirstWord.get(words[0]!) ?? []), { quote, words }]);
    }
  }
  const found = new Set<CopiedText>();
  for (const episode of episodes) {
    episode.forEach((word, i) => {
      for (const { quote, words } of byFirstWord.get(word) ?? []) if (words.every((w, j) => episode[i + j] === w)) found.add(quote);
    });
  }
  return [...found];
}
