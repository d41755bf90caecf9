import type { EntityManager } from '@mikro-orm/postgresql';
import type { PassageDraft } from '../../../../common/passages.js';
import type { LsaModel } from '../semantic/lsa.js';
import type { IndexedPassage } from '../ranking/search-index.js';

/**
 * The SQL behind the search index. PostgreSQL is the source of truth: passages with
 * their index terms, indexed episodes, the LSA model and the index version (see
 * search-index-state.entity.ts). Writes run in the caller's transaction (`Tx`).
 */

type Connection = ReturnType<EntityManager['getConnection']>;
/** A connection and, inside a transaction, its context. */
export interface Tx {
  connection: Connection;
  ctx?: unknown;
}

/** The connection and transaction of `em`. */
export const txOf = (em: EntityManager): Tx => ({ connection: em.getConnection(), ctx: em.getTransactionContext() });

/** A passage as stored: the passage and its index terms. */
export interface PassageRow extends PassageDraft {
  terms: readonly string[];
}

export interface EpisodeRow {
  id: string;
  number: number;
  guest: string | null;
  revision: string;
}

/** What a process checks at each search: any difference means reload. */
export interface IndexVersion {
  version: string;
  episodes: number;
  model: string | null;
}

const INSERT_BATCH = 500;
const LSA = 'lsa';

const run = (tx: Tx, sql: string, params: unknown[] = []) => tx.connection.execute(sql, params, 'run', tx.ctx);
const all = <T>(tx: Tx, sql: string, params: unknown[] = []) => tx.connection.execute<T[]>(sql, params, 'all', tx.ctx);
const placeholders = (n: number) => Array.from({ length: n }, () => '?').join(', ');

/** Bumps the index version; returns the new one. */
export async function bumpVersion(tx: Tx): Promise<string> {
  const [row] = await all<{ version: string }>(
    tx,
    `insert into search_state (id, version) values (1, 1)
     on conflict (id) do update set version = search_state.version + 1
     returning version::text as version`,
  );
  return row!.version;
}

/** The stored index version: each search reads it (one small statement) and the process's copy follows it. */
export async function readVersion(tx: Tx): Promise<IndexVersion> {
  const [row] = await all<IndexVersion>(
    tx,
    `select coalesce((select version::text from search_state where id = 1), '0') as version,
            (select count(*)::int from search_episodes) as episodes,
            (select version::text from search_models where name = '${LSA}') as model`,
  );
  return row!;
}

/** Whether episodes have transcripts but no passage is indexed (after a migration emptied the index). */
export async function indexIsMissing(tx: Tx): Promise<boolean> {
  const [row] = await all<{ missing: boolean }>(
    tx,
    `select exists (select 1 from episodes where coalesce(transcript_text, '') <> '') and not exists (select 1 from passages) as missing`,
  );
  return row!.missing;
}

export async function deleteEpisode(tx: Tx, episodeId: string): Promise<void> {
  await run(tx, 'delete from passages where episode_id = ?', [episodeId]);
  await run(tx, 'delete from search_episodes where episode_id = ?', [episodeId]);
}

export async function deleteAll(tx: Tx): Promise<void> {
  await run(tx, 'delete from passages');
  await run(tx, 'delete from search_episodes');
}

export async function writeEpisode(tx: Tx, episode: EpisodeRow, passages: readonly PassageRow[]): Promise<void> {
  await run(
    tx,
    `insert into search_episodes (episode_id, number, guest, revision) values (?, ?, ?, ?)
     on conflict (episode_id) do update set number = excluded.number, guest = excluded.guest, revision = excluded.revision`,
    [episode.id, episode.number, episode.guest, episode.revision],
  );
  for (let i = 0; i < passages.length; i += INSERT_BATCH) {
    const batch = passages.slice(i, i + INSERT_BATCH);
    await run(
      tx,
      `insert into passages (episode_id, episode_number, ordinal, turn_index, speaker, start_seconds, timestamp, text, terms)
       values ${batch.map(() => `(${placeholders(9)})`).join(', ')}`,
      batch.flatMap((p) => [episode.id, episode.number, p.ordinal, p.turnIndex, p.speaker, p.startSeconds, p.timestamp, p.text, p.terms.join(' ')]),
    );
  }
}

export const readEpisodes = (tx: Tx) =>
  all<EpisodeRow>(tx, 'select episode_id as id, number, guest, revision::text as revision from search_episodes order by number, episode_id');

/** A passage's fields as both search stores keep them: columns here, document fields in Typesense (typesense/documents.ts). */
export interface PassageFields {
  episode_id: string;
  episode_number: number;
  ordinal: number;
  turn_index: number;
  speaker: string;
  start_seconds: number;
  timestamp: string;
  text: string;
}

interface StoredPassage extends PassageFields {
  id: number;
  terms: string;
}

/** The passages of these episodes, in order, keyed by episode id. */
export async function readPassages(tx: Tx, episodeIds: readonly string[]): Promise<Map<string, IndexedPassage[]>> {
  const byEpisode = new Map<string, IndexedPassage[]>(episodeIds.map((id) => [id, []]));
  // One string per distinct term: a passage's terms then cost a pointer each.
  const interned = new Map<string, string>();
  const intern = (term: string) => interned.get(term) ?? (interned.set(term, term), term);
  for (let i = 0; i < episodeIds.length; i += INSERT_BATCH) {
    const ids = episodeIds.slice(i, i + INSERT_BATCH);
    const rows = await all<StoredPassage>(
      tx,
      `select id, episode_id, episode_number, ordinal, turn_index, speaker, start_seconds, timestamp, text, terms
         from passages where episode_id in (${placeholders(ids.length)}) order by episode_id, ordinal`,
      ids,
    );
    for (const r of rows) {
      byEpisode.get(r.episode_id)!.push({
        id: r.id,
        episodeId: r.episode_id,
        episodeNumber: r.episode_number,
        ordinal: r.ordinal,
        turnIndex: r.turn_index,
        speaker: r.speaker,
        startSeconds: r.start_seconds,
        timestamp: r.timestamp,
        text: r.text,
        terms: r.terms === '' ? [] : r.terms.split(' ').map(intern),
      });
    }
  }
  return byEpisode;
}

/**
 * What the model trains on, read in one statement (one snapshot): each episode's passages'
 * terms (in episode-number order, so that training is the same on any copy), how many
 * passages, and the revision they are indexed through. Episode writes take
 * their revision under the index's lock and commit in that order, so every episode indexed
 * after this read has a higher revision: the model, stored at that revision, counts exactly
 * those as unseen (readModelLag), however long it trains.
 */
export async function readTrainingTerms(tx: Tx): Promise<{ episodes: string[][][]; passages: number; revision: string }> {
  const rows = await all<{ episode_id: string; terms: string; revision: string }>(
    tx,
    `select p.episode_id, p.terms, e.revision::text as revision
       from passages p join search_episodes e on e.episode_id = p.episode_id
      order by p.episode_number, p.episode_id, p.ordinal`,
  );
  const episodes: string[][][] = [];
  let current = '';
  let revision = 0n;
  for (const row of rows) {
    if (row.episode_id !== current || episodes.length === 0) {
      episodes.push([]);
      current = row.episode_id;
    }
    episodes[episodes.length - 1]!.push(row.terms === '' ? [] : row.terms.split(' '));
    if (BigInt(row.revision) > revision) revision = BigInt(row.revision);
  }
  return { episodes, passages: rows.length, revision: revision.toString() };
}

/** How many passages the index holds, and how many were indexed after the model was trained. */
export async function readModelLag(tx: Tx): Promise<{ passages: number; unseen: number }> {
  const [row] = await all<{ passages: number; unseen: number }>(
    tx,
    `select count(*)::int as passages,
            count(*) filter (where m.version is null or e.revision > m.version)::int as unseen
       from passages p
       join search_episodes e on e.episode_id = p.episode_id
       left join search_models m on m.name = ?`,
    [LSA],
  );
  return row!;
}

const toBuffer = (values: Float32Array) => Buffer.from(values.buffer, values.byteOffset, values.byteLength);
const toFloats = (buffer: Buffer) => new Float32Array(buffer.buffer.slice(buffer.byteOffset, buffer.byteOffset + buffer.byteLength));

export async function writeModel(tx: Tx, model: LsaModel, version: string, passages: number): Promise<void> {
  await run(
    tx,
    `insert into search_models (name, version, dims, terms, idf, vectors, passages, built_at) values (?, ?, ?, ?, ?, ?, ?, now())
     on conflict (name) do update set version = excluded.version, dims = excluded.dims, terms = excluded.terms, idf = excluded.idf,
       vectors = excluded.vectors, passages = excluded.passages, built_at = excluded.built_at`,
    [LSA, version, model.dims, model.terms.join('\n'), toBuffer(model.idf), toBuffer(model.vectors), passages],
  );
}

export async function deleteModel(tx: Tx): Promise<void> {
  await run(tx, 'delete from search_models where name = ?', [LSA]);
}

export async function readModel(tx: Tx): Promise<{ version: string; model: LsaModel } | null> {
  const [row] = await all<{ version: string; dims: number; terms: string; idf: Buffer; vectors: Buffer }>(
    tx,
    'select version::text as version, dims, terms, idf, vectors from search_models where name = ?',
    [LSA],
  );
  if (!row) return null;
  return { version: row.version, model: { terms: row.terms.split('\n'), dims: row.dims, idf: toFloats(row.idf), vectors: toFloats(row.vectors) } };
}

/** Episodes as indexing reads them: all of them, or the one with `id` (none when it is gone); `digest` tells transcripts apart. */
export const readSourceEpisodes = (tx: Tx, id?: string) =>
  all<{ id: string; number: number; title: string; guest: string | null; transcript_text: string | null; digest: string }>(
    tx,
    `select id, number, title, guest, transcript_text, md5(coalesce(transcript_text, '')) as digest from episodes ${id === undefined ? '' : 'where id = ?'} order by number`,
    id === undefined ? [] : [id],
  );

/** Every episode without its transcript, with the digest readSourceEpisodes gives. */
export const readSourceDigests = (tx: Tx) =>
  all<{ id: string; number: number; guest: string | null; digest: string }>(
    tx,
    `select id, number, guest, md5(coalesce(transcript_text, '')) as digest from episodes order by number`,
  );
