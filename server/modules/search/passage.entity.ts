import { EntitySchema, type Ref } from '@mikro-orm/core';
import { FullTextType } from '@mikro-orm/postgresql';
import type { Episode } from '../episodes/episode.entity.js';

/** A retrieval unit: words of one speaker turn of an episode (see common/passages.ts). */
export class Passage {
  id!: number;
  episode!: Ref<Episode>;
  episodeNumber!: number;
  ordinal!: number;
  turnIndex!: number;
  speaker!: string;
  startSeconds!: number;
  timestamp!: string;
  text!: string;
  /** Index terms of the text, space-separated (see tokenizer.ts). */
  terms!: string;
  /** How many terms (with repeats): the passage length BM25 normalises by. */
  termCount!: number;
  /**
   * The same terms as a tsvector, one lexeme per term with its positions (so its term
   * frequency); written by the search engine (lexemes.ts), searched through a GIN index.
   */
  searchVector?: string;
}

export const PassageSchema = new EntitySchema<Passage>({
  class: Passage,
  tableName: 'passages',
  indexes: [{ properties: ['episode', 'ordinal'] }, { properties: ['searchVector'], type: 'fulltext' }],
  properties: {
    id: { type: 'integer', primary: true, autoincrement: true },
    episode: { kind: 'm:1', entity: 'Episode', ref: true, deleteRule: 'cascade' },
    episodeNumber: { type: 'integer' },
    ordinal: { type: 'integer' },
    turnIndex: { type: 'integer' },
    speaker: { type: 'text' },
    startSeconds: { type: 'integer' },
    timestamp: { type: 'string', length: 16 },
    text: { type: 'text' },
    terms: { type: 'text', default: '' },
    termCount: { type: 'integer', default: 0 },
    searchVector: { type: FullTextType, default: '', lazy: true, hidden: true },
  },
});
