import fs from 'node:fs';
import path from 'node:path';

/** The real transcript corpus, next to this repository: test data, read at run time and never copied here. */
export const CORPUS_DIR = path.resolve('../shared/corpus');

export interface CorpusEntry {
  number: number;
  title: string;
  guest: string | null;
  file: string;
}

/** The corpus's episode list; a missing corpus fails the test that needs it, saying where it was looked for. */
export function corpusEntries(): CorpusEntry[] {
  const file = path.join(CORPUS_DIR, 'episodes.json');
  if (!fs.existsSync(file)) throw new Error(`These tests read the transcript corpus at ${CORPUS_DIR}, which is absent.`);
  return JSON.parse(fs.readFileSync(file, 'utf8')) as CorpusEntry[];
}
