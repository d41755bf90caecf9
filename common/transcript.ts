import { TRANSCRIPT_MIN_CHARS, WORDS_PER_MINUTE } from './limits.js';
import { formatTimestamp, parseTimestamp } from './timestamps.js';

/**
 * Transcript processing (SPEC §3). Input is what an admin pastes: turns headed
 * "Speaker Name (mm:ss)" or "Speaker Name (h:mm:ss)" with the words on the lines
 * below; also "Name (mm:ss): words", "[hh:mm:ss] Name: words", bare "Name:" lines and
 * bare "(hh:mm:ss)" lines (a new turn by the same speaker). Output is one block per
 * turn, separated by blank lines:
 *
 *     Speaker Name (mm:ss)
 *     words of the turn, paragraphs on consecutive lines
 *
 * A turn without a timestamp gets an estimate: the previous turn's start plus its words
 * at 150 words per minute, written "(~mm:ss)" so that it stays an estimate when the
 * processed text is processed again. Processing is idempotent.
 */

export interface TranscriptBlock {
  speaker: string;
  /** Start of the turn in seconds. */
  seconds: number;
  /** "mm:ss" or "h:mm:ss". */
  timestamp: string;
  /** True when the start was estimated from the words before it. */
  estimated: boolean;
  /** The turn's words; paragraphs separated by "\n". */
  text: string;
}

export interface ProcessedTranscript {
  text: string;
  blocks: TranscriptBlock[];
  /** How many turns carried a timestamp in the input. */
  timestampCount: number;
}

export const TRANSCRIPT_TOO_SHORT = 'Transcript is too short to process';
export const TRANSCRIPT_FAILED_PREFIX = 'Failed to process transcript: ';

export class TranscriptError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'TranscriptError';
  }
}

const UNKNOWN_SPEAKER = 'Speaker';
const TIME = String.raw`\d{1,2}:\d{2}(?::\d{2})?`;
const NAME = String.raw`[^\s()\[\]:][^()\[\]:]{0,79}?`;

/** "Name (mm:ss)", "Name (~mm:ss)", optionally followed by ":" and words. */
const NAME_TIME = new RegExp(String.raw`^(${NAME})\s*\((~?)(${TIME})\)\s*:?\s*(.*)$`);
/** "[hh:mm:ss] Name: words". */
const BRACKET_TIME_NAME = new RegExp(String.raw`^\[(${TIME})\]\s*(${NAME})\s*:\s*(.*)$`);
/** "(hh:mm:ss)" or "(hh:mm:ss):" alone: same speaker, new turn. */
const TIME_ONLY = new RegExp(String.raw`^\((${TIME})\)\s*:?\s*$`);
/** "Name:" or "Name: words" where Name is one to four capitalised words. */
const BARE_NAME = /^((?:[A-Z][\p{L}'’.-]*)(?: [A-Z][\p{L}'’.-]*){0,3}):\s*(.*)$/u;

interface RawTurn {
  speaker: string;
  seconds: number | null;
  lines: string[];
}

interface Header {
  speaker: string | null;
  seconds: number | null;
  rest: string;
}

function readHeader(line: string): Header | null {
  let m = NAME_TIME.exec(line);
  if (m) {
    const estimated = m[2] === '~';
    return { speaker: m[1]!.trim(), seconds: estimated ? null : parseTimestamp(m[3]!), rest: m[4]! };
  }
  m = BRACKET_TIME_NAME.exec(line);
  if (m) return { speaker: m[2]!.trim(), seconds: parseTimestamp(m[1]!), rest: m[3]! };
  m = TIME_ONLY.exec(line);
  if (m) return { speaker: null, seconds: parseTimestamp(m[1]!), rest: '' };
  m = BARE_NAME.exec(line);
  if (m) return { speaker: m[1]!.trim(), seconds: null, rest: m[2]! };
  return null;
}

function normalizeInput(raw: string): string[] {
  return raw
    .replace(/^\uFEFF/, '')
    .replace(/\r\n?/g, '\n')
    .replace(/[\u00a0\t]/g, ' ')
    .split('\n')
    .map((line) => line.replace(/ {2,}/g, ' ').trim());
}

function splitTurns(lines: string[]): RawTurn[] {
  const turns: RawTurn[] = [];
  let current: RawTurn | null = null;
  for (const line of lines) {
    if (line === '') continue;
    const header = readHeader(line);
    if (header) {
      const speaker: string = header.speaker ?? current?.speaker ?? UNKNOWN_SPEAKER;
      current = { speaker, seconds: header.seconds, lines: header.rest ? [header.rest] : [] };
      turns.push(current);
    } else {
      if (!current) {
        current = { speaker: UNKNOWN_SPEAKER, seconds: null, lines: [] };
        turns.push(current);
      }
      current.lines.push(line);
    }
  }
  return turns.filter((t) => t.lines.length > 0);
}

const wordCount = (text: string) => (text.trim() === '' ? 0 : text.trim().split(/\s+/).length);

/** Renders one block's header: "Name (mm:ss)" or, for an estimate, "Name (~mm:ss)". */
export const blockHeader = (b: Pick<TranscriptBlock, 'speaker' | 'timestamp' | 'estimated'>) => `${b.speaker} (${b.estimated ? '~' : ''}${b.timestamp})`;

function buildBlocks(raw: string): { blocks: TranscriptBlock[]; timestampCount: number } {
  const blocks: TranscriptBlock[] = [];
  let timestampCount = 0;
  let previousEnd = 0;
  for (const turn of splitTurns(normalizeInput(raw))) {
    const text = turn.lines.join('\n');
    const estimated = turn.seconds === null;
    if (!estimated) timestampCount++;
    const seconds = turn.seconds ?? Math.round(previousEnd);
    blocks.push({ speaker: turn.speaker, seconds, timestamp: formatTimestamp(seconds), estimated, text });
    previousEnd = seconds + (wordCount(text) / WORDS_PER_MINUTE) * 60;
  }
  return { blocks, timestampCount };
}

export const renderTranscript = (blocks: TranscriptBlock[]) => blocks.map((b) => `${blockHeader(b)}\n${b.text}`).join('\n\n');

export function processTranscript(raw: string): ProcessedTranscript {
  if (raw.trim().length < TRANSCRIPT_MIN_CHARS) throw new TranscriptError(TRANSCRIPT_TOO_SHORT);
  let built: ReturnType<typeof buildBlocks>;
  try {
    built = buildBlocks(raw);
  } catch (error) {
    throw new TranscriptError(`${TRANSCRIPT_FAILED_PREFIX}${error instanceof Error ? error.message : String(error)}`);
  }
  if (built.blocks.length === 0) throw new TranscriptError(`${TRANSCRIPT_FAILED_PREFIX}no spoken text was found`);
  return { text: renderTranscript(built.blocks), ...built };
}

/**
 * Reads stored transcript text into blocks, without the length rule: for display and
 * indexing. Empty input gives no blocks.
 */
export const parseTranscriptBlocks = (text: string): TranscriptBlock[] => buildBlocks(text).blocks;

/**
 * Running time of a transcript: the last turn's start plus its words at 150 words per
 * minute, as "mm:ss" or "h:mm:ss"; null when there are no turns.
 */
export function transcriptDuration(blocks: TranscriptBlock[]): string | null {
  const last = blocks.at(-1);
  if (!last) return null;
  return formatTimestamp(Math.ceil(last.seconds + (wordCount(last.text) / WORDS_PER_MINUTE) * 60));
}
