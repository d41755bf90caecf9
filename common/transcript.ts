import { countWords } from './question.js';
import { TRANSCRIPT_MIN_CHARS, WORDS_PER_MINUTE } from './limits.js';
import { formatTimestamp, parseTimestamp } from './timestamps.js';

/**
 * Transcript processing (SPEC §3). Input is what an admin pastes: turns headed
 * "Speaker Name (mm:ss)" or "Speaker Name (h:mm:ss)" with the words on the lines
 * below; also "Name (mm:ss): words", "[hh:mm:ss] Name: words", "Name 00:05" and
 * "00:05 Name" lines (see `unbracketedHeaders`), bare "Name:" lines and
 * bare "(hh:mm:ss)" lines (a new turn by the same speaker), and a speaker name alone on a
 * line (see `isNameAloneHeader`). Output is one block per turn, separated by blank lines:
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

/** "Name (mm:ss)", "Name (~mm:ss)", "Name (JZ) (mm:ss)", optionally followed by ":" and words. */
const NAME_TIME = new RegExp(String.raw`^(${NAME}(?:\s*\([^()\d:]{1,30}\))?)\s*\((~?)(${TIME})\)\s*:?\s*(.*)$`);
/** "[hh:mm:ss] Name: words". */
const BRACKET_TIME_NAME = new RegExp(String.raw`^\[(${TIME})\]\s*(${NAME})\s*:\s*(.*)$`);
/** "(hh:mm:ss)" or "(hh:mm:ss):" alone: same speaker, new turn. */
const TIME_ONLY = new RegExp(String.raw`^\((${TIME})\)\s*:?\s*$`);
/** "Name 00:05" alone on a line, as Otter.ai exports turns. */
const NAME_THEN_TIME = new RegExp(String.raw`^(.+?)\s+(${TIME})$`);
/** "00:05 Name", "[00:05] Name" or "00:00:05 Name: words": the time first, then the name. */
const TIME_THEN_NAME = new RegExp(String.raw`^\[?(${TIME})\]?\s+([^:]+?)\s*(?::\s*(.*))?$`);
/** "Name:" or "Name: words" where Name is one to four capitalised words. */
const BARE_NAME = /^((?:[A-Z][\p{L}'’.-]*)(?: [A-Z][\p{L}'’.-]*){0,3}):\s*(.*)$/u;

/**
 * A name alone on a line ("Adriel Frederick", "Lenny"): one to four capitalised words
 * (lower-case particles such as "van" or "de" between them), ending in a letter.
 */
const NAME_ALONE = /^\p{Lu}[\p{L}'’.-]*(?: (?:\p{Lu}[\p{L}'’.-]*|van|von|de|der|den|del|della|da|di|du|la|le|bin|ibn|al)){0,3}$/u;
const MAX_NAME_CHARS = 50;

/**
 * Words that stand alone as a whole reply ("Yeah", "So", "Absolutely") and are never a
 * speaker's name, however often they recur.
 */
const NOT_NAMES = new Set(
  (
    'yeah yes yep yup yea ya no nope nah so and but or okay ok alright right absolutely exactly totally sure surely ' +
    'definitely certainly indeed precisely correct true agreed fair wow cool great nice awesome amazing incredible fantastic ' +
    'wonderful excellent perfect beautiful brilliant interesting love lovely good fine sweet thanks thank you hmm hm mm mhm ' +
    'mm-hmm uh-huh uh um oh ah aha huh well hi hello hey bye goodbye cheers haha laughs laughter applause music silence ' +
    'inaudible crosstalk really literally anyway anyways also because like maybe same see gotcha got it done please welcome ' +
    'oops wait what why how when where who which intro outro'
  ).split(' '),
);

const looksLikeName = (line: string) =>
  line.length <= MAX_NAME_CHARS &&
  NAME_ALONE.test(line) &&
  /\p{L}$/u.test(line) &&
  !line
    .toLowerCase()
    .split(' ')
    .every((word) => NOT_NAMES.has(word));

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

/** Otter.ai's label for a speaker it could not name ("Speaker 1"). */
const NUMBERED_SPEAKER = /^Speaker \d{1,3}$/;

/** A line of the forms with an unbracketed time ("Name 00:05", "00:05 Name"), whose name looks like one. */
function readUnbracketedHeader(line: string): Header | null {
  const named = (name: string) => looksLikeName(name) || NUMBERED_SPEAKER.test(name);
  let m = NAME_THEN_TIME.exec(line);
  if (m && named(m[1]!)) return { speaker: m[1]!, seconds: parseTimestamp(m[2]!), rest: '' };
  m = TIME_THEN_NAME.exec(line);
  if (m && named(m[2]!)) return { speaker: m[2]!, seconds: parseTimestamp(m[1]!), rest: m[3] ?? '' };
  return null;
}

/**
 * Each line's header in the unbracketed forms, where it heads a turn: nowhere when the
 * transcript heads turns with a time the usual ways ("Name (mm:ss)", "[mm:ss] Name: words"),
 * else on the lines of each name that heads at least two such lines. A speaker of a
 * conversation speaks more than once; a "Monday 10:30" in someone's words is said once.
 */
function unbracketedHeaders(lines: readonly string[]): (Header | null)[] {
  if (lines.some((line) => readBracketedHeader(line) !== null)) return lines.map(() => null);
  const headers = lines.map((line) => (line === '' ? null : readUnbracketedHeader(line)));
  const counts = new Map<string | null, number>();
  for (const header of headers) if (header) counts.set(header.speaker, (counts.get(header.speaker) ?? 0) + 1);
  return headers.map((header) => (header && counts.get(header.speaker)! >= 2 ? header : null));
}

/** Speaker labels run to four words ("Dr. Fei Fei Li", "Mike Maples, Jr."); beyond this many, the words are speech. */
const MAX_LABEL_WORDS = 6;
/** A sentence ending inside the words, other than after an initial or a title ("Ryan J. Salva", "Dr. Fei"). */
const SENTENCE_BREAK = /(?<!\b(?:\p{L}|Dr|Mr|Mrs|Ms|Mx|Prof|St|Jr|Sr))[.!?]\s/u;

/**
 * Whether the words before a bracketed time can be a speaker's label, not a sentence that
 * happens to run into "(mm:ss)": a turn's words with a time inside ("…about growth. Bob
 * Jones (00:45) Thanks…") stay words, as they were when the transcript was first read, so
 * that reading the stored text again gives the same turns.
 */
const isSpeakerLabel = (words: string) => words.split(' ').length <= MAX_LABEL_WORDS && !SENTENCE_BREAK.test(words);

/** A header with a bracketed time, the usual ways ("Name (mm:ss)", "[mm:ss] Name: words"). */
function readBracketedHeader(line: string): Header | null {
  let m = NAME_TIME.exec(line);
  if (m && isSpeakerLabel(m[1]!.trim())) {
    const estimated = m[2] === '~';
    return { speaker: m[1]!.trim(), seconds: estimated ? null : parseTimestamp(m[3]!), rest: m[4]! };
  }
  m = BRACKET_TIME_NAME.exec(line);
  if (m && isSpeakerLabel(m[2]!.trim())) return { speaker: m[2]!.trim(), seconds: parseTimestamp(m[1]!), rest: m[3]! };
  return null;
}

/** The line's header, if it is one; `unbracketed`: its header in the unbracketed forms, where one counts (unbracketedHeaders). */
function readHeader(line: string, unbracketed: Header | null): Header | null {
  const bracketed = readBracketedHeader(line);
  if (bracketed) return bracketed;
  let m = TIME_ONLY.exec(line);
  if (m) return { speaker: null, seconds: parseTimestamp(m[1]!), rest: '' };
  if (unbracketed) return unbracketed;
  m = BARE_NAME.exec(line);
  if (m && looksLikeName(m[1]!.trim())) return { speaker: m[1]!.trim(), seconds: null, rest: m[2]! };
  return null;
}

/**
 * Which lines are a speaker's name alone on a line that starts a turn. Such a line counts
 * when the name heads other turns of the same transcript ("Maya Ortiz (01:10)", "Maya
 * Ortiz:") or recurs alone on a line through it, when the turn before it already has words
 * (a reply of one word right under a header stays that turn's words) and when words
 * follow it before the next header.
 */
function nameAloneHeaders(lines: string[], headers: (Header | null)[]): Set<number> {
  const named = new Set<string>();
  const alone = new Map<string, number>();
  lines.forEach((line, i) => {
    const header = headers[i];
    if (header?.speaker) named.add(header.speaker);
    else if (!header && looksLikeName(line)) alone.set(line, (alone.get(line) ?? 0) + 1);
  });
  const result = new Set<number>();
  let turnHasWords = true;
  lines.forEach((line, i) => {
    if (line === '') return;
    if (headers[i]) {
      turnHasWords = false;
      return;
    }
    const speaks = alone.has(line) && (named.has(line) || alone.get(line)! >= 2);
    if (speaks && turnHasWords && wordsFollow(lines, headers, i)) {
      result.add(i);
      turnHasWords = false;
    } else {
      turnHasWords = true;
    }
  });
  return result;
}

/** True when a non-header line follows line `i` before the next header. */
function wordsFollow(lines: string[], headers: (Header | null)[], i: number): boolean {
  for (let j = i + 1; j < lines.length; j++) {
    if (lines[j] === '') continue;
    return !headers[j];
  }
  return false;
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
  const unbracketed = unbracketedHeaders(lines);
  const headers = lines.map((line, i) => (line === '' ? null : readHeader(line, unbracketed[i] ?? null)));
  const alone = nameAloneHeaders(lines, headers);
  const turns: RawTurn[] = [];
  let current: RawTurn | null = null;
  for (const [i, line] of lines.entries()) {
    if (line === '') continue;
    const header = headers[i] ?? (alone.has(i) ? { speaker: line, seconds: null, rest: '' } : null);
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
    previousEnd = seconds + (countWords(text) / WORDS_PER_MINUTE) * 60;
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
 * Running time of a transcript: the latest time it reaches, that is the latest end of a turn
 * (its start plus its words at 150 words per minute), as "mm:ss" or "h:mm:ss"; null when
 * there are no turns. Not the last turn's end: turns are not always in order of time.
 */
export function transcriptDuration(blocks: TranscriptBlock[]): string | null {
  if (blocks.length === 0) return null;
  const latestEnd = blocks.reduce((latest, b) => Math.max(latest, b.seconds + (countWords(b.text) / WORDS_PER_MINUTE) * 60), 0);
  return formatTimestamp(Math.ceil(latestEnd));
}
