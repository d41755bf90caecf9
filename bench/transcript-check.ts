import fs from 'node:fs';
import { parseTranscriptBlocks } from '../common/transcript.js';

/**
 * An independent reading of the corpus files (not the database, not the app's verifier):
 * the speaker turns of a transcript file, a quote's turn, and whether a quote is verbatim
 * at the turn its timestamp names. Words are compared with case, apostrophes, punctuation
 * and whitespace ignored.
 */

/** A turn header of the corpus files: "Speaker Name (mm:ss)" or "(h:mm:ss)". */
const HEADER = /^(.+?) \((\d{1,2}:\d{2}(?::\d{2})?)\)\s*$/;

export interface FileTurn {
  timestamp: string;
  text: string;
}

/**
 * The speaker turns of a transcript file, one per header line. A file without a single
 * timed header (speaker names alone on a line) has no timestamps of its own: its turns are
 * the app's reading of it, with the app's estimated starts.
 */
export function parseTurns(content: string): FileTurn[] {
  const turns: FileTurn[] = [];
  for (const line of content.split(/\r?\n/)) {
    const header = HEADER.exec(line.trim());
    if (header) turns.push({ timestamp: header[2]!, text: '' });
    else if (turns.length > 0) turns[turns.length - 1]!.text += ` ${line}`;
  }
  if (turns.length > 0) return turns;
  return parseTranscriptBlocks(content).map((b) => ({ timestamp: b.timestamp, text: b.text }));
}

export const readTurns = (file: string): FileTurn[] => parseTurns(fs.readFileSync(file, 'utf8'));

export const normalize = (text: string) =>
  ` ${text
    .toLowerCase()
    .replace(/['’‘`]/g, '')
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim()} `;

/** Whether the quote's words occur inside a turn of `turns` that starts at the quote's timestamp. */
export function quoteAtTurn(turns: readonly FileTurn[], quote: { text: string; timestamp: string }): boolean {
  return locateTurn(turns, quote)?.exact === true;
}

/**
 * The turn a quote comes from: the turn at its timestamp that holds its words (exact);
 * else the turn holding its words nearest that time (the timestamp is wrong); else the
 * first turn at its timestamp (the words are not verbatim). Null when neither is found.
 */
export function locateTurn(turns: readonly FileTurn[], quote: { text: string; timestamp: string }): { index: number; exact: boolean } | null {
  const needle = normalize(quote.text);
  const holds = (t: FileTurn) => needle.trim() !== '' && normalize(t.text).includes(needle);
  const exact = turns.findIndex((t) => t.timestamp === quote.timestamp && holds(t));
  if (exact !== -1) return { index: exact, exact: true };
  const target = seconds(quote.timestamp);
  let best = -1;
  turns.forEach((t, i) => {
    if (holds(t) && (best === -1 || Math.abs(seconds(t.timestamp) - target) < Math.abs(seconds(turns[best]!.timestamp) - target))) best = i;
  });
  if (best !== -1) return { index: best, exact: false };
  const atTime = turns.findIndex((t) => t.timestamp === quote.timestamp);
  return atTime === -1 ? null : { index: atTime, exact: false };
}

function seconds(timestamp: string): number {
  return timestamp.split(':').reduce((total, part) => total * 60 + Number(part), 0);
}
