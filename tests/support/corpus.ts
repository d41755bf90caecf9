import fs from 'node:fs';
import path from 'node:path';

/** The real transcript corpus, next to this repository: test data, read at run time and never copied here. */
export const CORPUS_DIR = path.resolve('../shared/corpus');

/**
 * Whether the corpus is there. The tests that read it are skipped without it (a clone used
 * outside this workspace), with a message naming where it was looked for.
 */
export const HAS_CORPUS = fs.existsSync(path.join(CORPUS_DIR, 'episodes.json'));

/** A title for tests that read the corpus: it says why they are skipped when it is absent. */
export const corpusTitle = (title: string) =>
  HAS_CORPUS ? title : `${title}: SKIPPED, no transcript corpus at ${CORPUS_DIR} (these tests read ../shared/corpus)`;

export interface CorpusEntry {
  number: number;
  title: string;
  guest: string | null;
  file: string;
}

/** The corpus's episode list. */
export function corpusEntries(): CorpusEntry[] {
  return JSON.parse(fs.readFileSync(path.join(CORPUS_DIR, 'episodes.json'), 'utf8')) as CorpusEntry[];
}
