import fs from 'node:fs';

/**
 * An independent check of returned quotes against the corpus files themselves (not the
 * database, not the app's verifier): a quote holds when its words, with case,
 * punctuation and whitespace ignored, occur inside a turn of its episode's file whose
 * header carries the quote's timestamp.
 */

const HEADER = /^(.+?) \((\d{1,2}:\d{2}(?::\d{2})?)\)\s*$/;

export interface FileTurn {
  timestamp: string;
  text: string;
}

export function readTurns(file: string): FileTurn[] {
  const turns: FileTurn[] = [];
  for (const line of fs.readFileSync(file, 'utf8').split(/\r?\n/)) {
    const header = HEADER.exec(line.trim());
    if (header) turns.push({ timestamp: header[2]!, text: '' });
    else if (turns.length > 0) turns[turns.length - 1]!.text += ` ${line}`;
  }
  return turns;
}

export const normalize = (text: string) =>
  ` ${text
    .toLowerCase()
    .replace(/['’‘`]/g, '')
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim()} `;

export function quoteAtTurn(turns: FileTurn[], quote: { text: string; timestamp: string }): boolean {
  const needle = normalize(quote.text);
  if (needle.trim() === '') return false;
  return turns.some((t) => t.timestamp === quote.timestamp && normalize(t.text).includes(needle));
}
