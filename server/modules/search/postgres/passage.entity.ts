import { EntitySchema, type Ref } from '@mikro-orm/core';
import type { Episode } from '../../episodes/episode.entity.js';

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
  /** Index terms of the text, space-separated (text/terms.ts). */
  terms!: string;
}

export const PassageSchema = new EntitySchema<Passage>({
  class: Passage,
  tableName: 'passages',
  indexes: [{ properties: ['episode', 'ordinal'] }],
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
  },
});
