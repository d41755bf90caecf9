import { BigIntType, BlobType, EntitySchema, type Ref } from '@mikro-orm/core';
import type { Episode } from '../../episodes/episode.entity.js';

/**
 * What the search index stores besides passages. Every change to the index bumps
 * `SearchState.version` in the same transaction, so that each app process can tell,
 * with one cheap query, whether its in-memory copy is current.
 */

/** One row (id 1): the index version. */
export class SearchState {
  id!: number;
  version!: string;
}

/** An indexed episode: what ranking needs of it, and the version that last indexed it. */
export class SearchEpisode {
  episode!: Ref<Episode>;
  number!: number;
  guest!: string | null;
  revision!: string;
}

/** A model learned from the corpus (the LSA term space, see lsa.ts). */
export class SearchModel {
  name!: string;
  /** The index version it was trained at. */
  version!: string;
  dims!: number;
  /** The vocabulary, newline-separated. */
  terms!: string;
  /** Float32 IDF per term, and terms × dims Float32 term vectors (little-endian). */
  idf!: Buffer;
  vectors!: Buffer;
  /** Passages in the index when it was trained. */
  passages!: number;
  builtAt!: Date;
}

export const SearchStateSchema = new EntitySchema<SearchState>({
  class: SearchState,
  tableName: 'search_state',
  properties: {
    id: { type: 'smallint', primary: true, autoincrement: false },
    version: { type: new BigIntType('string'), default: 0 },
  },
});

export const SearchEpisodeSchema = new EntitySchema<SearchEpisode>({
  class: SearchEpisode,
  tableName: 'search_episodes',
  properties: {
    episode: { kind: 'm:1', entity: 'Episode', ref: true, primary: true, deleteRule: 'cascade' },
    number: { type: 'integer' },
    guest: { type: 'text', nullable: true },
    revision: { type: new BigIntType('string') },
  },
});

export const SearchModelSchema = new EntitySchema<SearchModel>({
  class: SearchModel,
  tableName: 'search_models',
  properties: {
    name: { type: 'text', primary: true },
    version: { type: new BigIntType('string') },
    dims: { type: 'integer' },
    terms: { type: 'text' },
    idf: { type: BlobType },
    vectors: { type: BlobType },
    passages: { type: 'integer' },
    builtAt: { type: 'datetime', defaultRaw: 'now()' },
  },
});
