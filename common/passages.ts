import type { TranscriptBlock } from './transcript.js';

/**
 * Retrieval units. A passage holds words of ONE speaker turn (so a quote taken from it
 * never mixes two speakers) and carries the turn's start timestamp. Long turns are cut
 * at sentence ends into passages of about `targetWords`.
 */
export interface PassageDraft {
  /** Position of the passage in the episode, from 0. */
  ordinal: number;
  /** Index of the speaker turn (transcript block) it comes from. */
  turnIndex: number;
  speaker: string;
  /** Start of the turn, in seconds, and as shown ("mm:ss" / "h:mm:ss"). */
  startSeconds: number;
  timestamp: string;
  text: string;
}

export interface PassageOptions {
  targetWords: number;
  maxWords: number;
}

export const DEFAULT_PASSAGE_OPTIONS: PassageOptions = { targetWords: 120, maxWords: 200 };

/** A speaker turn of an episode, as a key: the passages of one turn share it. */
export const turnKey = (p: { episodeNumber: number; turnIndex: number }) => `${p.episodeNumber}:${p.turnIndex}`;

/** Whether a text ends with a question mark (before any closing quote or bracket). */
export const endsWithQuestion = (text: string) => /\?["'’”)\]]*\s*$/.test(text);

/**
 * Sentences of a text; keeps the end punctuation and any closing quote. A full stop only
 * ends a sentence before a space or the end, so "3.5" and "duolingo.com" stay whole.
 */
export function splitSentences(text: string): string[] {
  const flat = text.replace(/\s+/g, ' ').trim();
  if (flat === '') return [];
  const parts = flat.match(/(?:[^.!?]|[.!?]+(?![.!?"'’”)\]]*(?:\s|$)))+(?:[.!?]+["'’”)\]]*|$)\s*|[.!?]+["'’”)\]]*\s*/g) ?? [flat];
  return parts.map((s) => s.trim()).filter((s) => s !== '');
}

const words = (text: string) => (text === '' ? 0 : text.split(/\s+/).length);

export function splitPassages(blocks: TranscriptBlock[], options: PassageOptions = DEFAULT_PASSAGE_OPTIONS): PassageDraft[] {
  const passages: PassageDraft[] = [];
  blocks.forEach((block, turnIndex) => {
    let current: string[] = [];
    let count = 0;
    const flush = () => {
      if (current.length === 0) return;
      passages.push({
        ordinal: passages.length,
        turnIndex,
        speaker: block.speaker,
        startSeconds: block.seconds,
        timestamp: block.timestamp,
        text: current.join(' '),
      });
      current = [];
      count = 0;
    };
    for (const sentence of splitSentences(block.text)) {
      const n = words(sentence);
      if (count > 0 && (count >= options.targetWords || count + n > options.maxWords)) flush();
      current.push(sentence);
      count += n;
    }
    flush();
  });
  return passages;
}

/** Words that count the items announced: "three things", "a couple of reasons". */
const COUNT = String.raw`(?:two|three|four|five|six|seven|a few|a couple(?: of)?|several|\d+)`;
const ITEMS = String.raw`(?:things|reasons|ways|steps|rules|questions|lessons|principles|parts|options|pieces|buckets|stages|levers|mistakes|signals|criteria|factors|ideas)`;
/**
 * The last clause of a sentence that hands over to what follows: "so here's my rule of
 * thumb for team products.", "the answer is…", "it comes down to three things.", "is this:".
 */
const ANNOUNCING_CLAUSE = new RegExp(
  String.raw`(?:^|[,;]\s+|\b(?:so|and|but|then)\s+)(?:here(?:'s|’s| is| are)\b|the (?:short |real |honest )?answer is\b|(?:my|the) (?:rough )?rule of thumb is\b)[^,;]*$|\b${COUNT} (?:\w+ )?${ITEMS}[.!]?["'’”)\]]*$|\b(?:is|are|was|were) (?:this|these|the following)[.!]?["'’”)\]]*$|\bas follows[.!]?["'’”)\]]*$`,
  'i',
);

/** How many of the sentences after an announcement (announcesWhatFollows) a quote or a lead runs on into, at most. */
export const ANNOUNCED_SENTENCES = 2;

/**
 * True when a sentence ends by announcing what comes next ("…so here's my rough rule of
 * thumb for team products." or a colon): a quote or a lead that stops there stops before
 * the answer, and must run on into the following sentences of the same turn.
 */
export const announcesWhatFollows = (sentence: string): boolean => {
  const text = sentence.trim();
  return /:["'’”)\]]*$/.test(text) || ANNOUNCING_CLAUSE.test(text);
};
