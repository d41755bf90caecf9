import { splitPassages, type PassageDraft } from '../../../../common/passages.js';
import { parseTranscriptBlocks } from '../../../../common/transcript.js';
import { tokenize } from './terms.js';

export interface TermedPassage extends PassageDraft {
  terms: string[];
}

/** Passages of a processed transcript (turn-bounded, common/passages.ts), with their index terms. */
export function passagesOf(transcriptText: string | null): TermedPassage[] {
  return splitPassages(parseTranscriptBlocks(transcriptText ?? '')).map((p) => ({ ...p, terms: tokenize(p.text) }));
}
