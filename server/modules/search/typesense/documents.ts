import type { PassageDraft } from '../../../../common/passages.js';
import type { PassageHit } from '../search.port.js';
import type { PassageFields } from '../postgres/index-store.js';
import type { TypesenseField, TypesenseHit } from './typesense-http.adapter.js';

/**
 * What the Typesense collections hold: their fields, the documents written to them (from
 * transcript passages and from prompt rows) and the passage hits read back.
 */

/** Passage documents get numeric ids episode number × this + ordinal. */
const PASSAGE_ID_BASE = 100_000;

export interface PassageDocument extends PassageFields {
  id: string;
  passage_id: number;
  embedding?: number[];
}

export interface PromptRow {
  id: string;
  text: string;
  is_published: boolean;
  view_count: number;
  created_at: Date | string;
  full_response: string | null;
}

export const passageFields = (dimensions: number | undefined): TypesenseField[] => [
  { name: 'passage_id', type: 'int64' },
  { name: 'episode_id', type: 'string', facet: true },
  { name: 'episode_number', type: 'int32', facet: true },
  { name: 'ordinal', type: 'int32' },
  { name: 'turn_index', type: 'int32' },
  { name: 'speaker', type: 'string' },
  { name: 'start_seconds', type: 'int32' },
  { name: 'timestamp', type: 'string' },
  { name: 'text', type: 'string' },
  ...(dimensions ? [{ name: 'embedding', type: 'float[]', num_dim: dimensions }] : []),
];

export const PROMPT_FIELDS: TypesenseField[] = [
  { name: 'text', type: 'string' },
  { name: 'response', type: 'string' },
  { name: 'is_published', type: 'bool', facet: true },
  { name: 'view_count', type: 'int32' },
  { name: 'created_at', type: 'int64' },
];

/** The prompt rows documents are made from (add a where or order clause). */
export const PROMPT_SELECT = `select p.id, p.text, p.is_published, p.view_count, p.created_at, r.full_response
                         from prompts p left join responses r on r.prompt_id = p.id`;

/** Typesense filter values in backticks take any characters but a backtick. */
const filterValue = (value: string) => `\`${value.replace(/`/g, '')}\``;

/** The filter on one episode's passages. */
export const ofEpisode = (episodeId: string) => `episode_id:=${filterValue(episodeId)}`;

export function toPassageDocument(episode: { id: string; number: number }, passage: PassageDraft, embedding?: number[]): PassageDocument {
  return {
    id: `${episode.id}-${passage.ordinal}`,
    passage_id: episode.number * PASSAGE_ID_BASE + passage.ordinal,
    episode_id: episode.id,
    episode_number: episode.number,
    ordinal: passage.ordinal,
    turn_index: passage.turnIndex,
    speaker: passage.speaker,
    start_seconds: passage.startSeconds,
    timestamp: passage.timestamp,
    text: passage.text,
    ...(embedding ? { embedding } : {}),
  };
}

export function toPassageHit(hit: TypesenseHit<PassageDocument>): PassageHit {
  const d = hit.document;
  const score = hit.hybrid_search_info?.rank_fusion_score ?? hit.text_match ?? (hit.vector_distance === undefined ? 0 : 1 - hit.vector_distance);
  return {
    id: d.passage_id,
    episodeId: d.episode_id,
    episodeNumber: d.episode_number,
    ordinal: d.ordinal,
    turnIndex: d.turn_index,
    speaker: d.speaker,
    startSeconds: d.start_seconds,
    timestamp: d.timestamp,
    text: d.text,
    score,
  };
}

export function toPromptDocument(row: PromptRow) {
  return {
    id: row.id,
    text: row.text,
    response: row.full_response ?? '',
    is_published: row.is_published,
    view_count: row.view_count,
    created_at: new Date(row.created_at).getTime(),
  };
}
