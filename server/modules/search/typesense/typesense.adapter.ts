import type { EntityManager } from '@mikro-orm/postgresql';
import { splitPassages, turnKey } from '../../../../common/passages.js';
import { parseTranscriptBlocks } from '../../../../common/transcript.js';
import type { SearchConfig } from '../../../config.js';
import { EPISODES_AND_INDEX, inLockedTransaction, lockInTransaction, withSessionLock } from '../../../db/locks.js';
import { conflict } from '../../../errors.js';
import type { Logger } from '../../../logger.js';
import type { TextEmbedder } from '../../generation/generation.port.js';
import { readSourceEpisodes, txOf } from '../postgres/index-store.js';
import { firstOfEach } from '../ranking/ordering.js';
import { namedGuests } from '../text/named-guests.js';
import { distinctTerms } from '../text/terms.js';
import type { IndexableEpisode, Page, PassageSearchResult, ReindexCounts, SearchEngine } from '../search.port.js';
import { collectionBeingBuilt, collectionFor, discardNew, dropAll, markNext, switchAlias } from './aliases.js';
import {
  ofEpisode,
  passageFields,
  PROMPT_FIELDS,
  PROMPT_SELECT,
  toPassageDocument,
  toPassageHit,
  toPromptDocument,
  type PassageDocument,
  type PromptRow,
} from './documents.js';
import { coverage, keywordQuery, MAX_PER_PAGE, PASSAGES_PER_HIT, passageSearch, promptSearch } from './queries.js';
import { TypesenseHttp, type TypesenseField } from './typesense-http.adapter.js';

/**
 * Search in Typesense: transcript passages (one speaker turn each) and saved prompts
 * (questions with their answers), each in a collection read and written through an alias,
 * `passages` and `prompts`: a rebuild fills new collections while searches use the current
 * ones, then points the aliases at the new ones. With an embedder (a Cohere key), passages
 * are embedded at index time and questions at search time, and search is hybrid: keyword
 * and vector results fused by Typesense.
 *
 * Index writes are ordered across app processes as the PostgreSQL adapter's are: under the
 * advisory lock that episode deletion takes too (db/locks.ts), reading the episode as stored.
 * A rebuild takes that lock only for one episode at a time (see `reindexAll`).
 */

export type TypesenseConfig = Extract<SearchConfig, { provider: 'typesense' }>;

const PROMPT_IMPORT_BATCH = 500;

/**
 * Orders prompt writes with each other and with a rebuild (an advisory lock, as in
 * db/locks.ts), as EPISODES_AND_INDEX orders episode writes: a rebuild writes its batches of
 * prompts, and switches the aliases, under it. Not EPISODES_AND_INDEX: saving a visitor's
 * answer need not wait for an episode's embedding.
 */
const PROMPT_WRITES = 'typesense-prompt-writes';

export const REINDEX_RUNNING_MESSAGE = 'A reindex is already running.';

export interface TypesenseOptions {
  /** Put before the collection names (tests use their own collections on a shared server). */
  collectionPrefix?: string;
}

export class TypesenseSearchEngine implements SearchEngine {
  readonly name = 'typesense';
  private readonly http: TypesenseHttp;
  /** The aliases every read and write goes through. */
  private readonly passages: string;
  private readonly prompts: string;
  private ready: Promise<TypesenseField[]> | undefined;

  constructor(
    config: TypesenseConfig,
    private readonly em: EntityManager,
    private readonly log: Logger,
    private readonly embedder?: TextEmbedder,
    options: TypesenseOptions = {},
  ) {
    this.http = new TypesenseHttp(config.url, config.apiKey);
    this.passages = `${options.collectionPrefix ?? ''}passages`;
    this.prompts = `${options.collectionPrefix ?? ''}prompts`;
  }

  /** Drops both aliases (and any rebuild's `_next` ones) and the collections they lead to, or plain collections of their names (tests clean up with it). */
  async dropCollections(): Promise<void> {
    for (const alias of [this.passages, this.prompts]) await dropAll(this.http, alias);
    this.ready = undefined;
  }

  /**
   * Makes sure both aliases lead to a collection, once per process, and answers the passage
   * fields (the embedding size is learnt from one probe). A missing one is created, with its
   * alias, under the index's lock: two processes starting together would each create one,
   * and the alias written last would strand the other's writes. A plain collection named
   * like the alias (from before aliases) serves as it is until the next rebuild replaces it.
   */
  private collections(): Promise<TypesenseField[]> {
    this.ready ??= (async () => {
      const dimensions = this.embedder ? (await this.embedder.embed(['dimension probe'], 'search_document'))[0]?.length : undefined;
      const fields = passageFields(dimensions);
      const schemas: [string, TypesenseField[]][] = [
        [this.passages, fields],
        [this.prompts, PROMPT_FIELDS],
      ];
      const missing = async () => {
        for (const [alias] of schemas) if (!(await this.http.collectionExists(alias))) return true;
        return false;
      };
      // Checked first without the lock, which every index write takes.
      if (await missing()) {
        await inLockedTransaction(this.em, EPISODES_AND_INDEX, async () => {
          for (const [alias, schema] of schemas) {
            if (await this.http.collectionExists(alias)) continue;
            const collection = collectionFor(alias);
            await this.http.createCollection(collection, schema);
            await this.http.setAlias(alias, collection);
          }
        });
      }
      return fields;
    })().catch((error: unknown) => {
      this.ready = undefined;
      throw error;
    });
    return this.ready;
  }

  /**
   * Indexes the episode as it is stored when the write gets its turn, not as the caller saw
   * it: of two edits racing, the index ends on the transcript the row ends on; an episode
   * deleted meanwhile leaves no passages.
   */
  async indexEpisode(episode: IndexableEpisode): Promise<number> {
    await this.collections();
    return inLockedTransaction(this.em, EPISODES_AND_INDEX, async (em) => this.writeStoredEpisode(em, await this.targets(this.passages), episode.id));
  }

  async afterEpisodeIndexed(): Promise<void> {
    // Nothing: Typesense keeps no model of its own to retrain.
  }

  async settled(): Promise<void> {
    // Nothing runs in the background.
  }

  async catchUp(): Promise<void> {
    // Nothing is derived from the whole index: every document is searchable as written.
  }

  async removeEpisode(episodeId: string): Promise<void> {
    await this.collections();
    await inLockedTransaction(this.em, EPISODES_AND_INDEX, async () => {
      for (const collection of await this.targets(this.passages)) await this.http.deleteWhere(collection, ofEpisode(episodeId));
    });
  }

  /**
   * Where a write goes, looked up under the alias's lock (EPISODES_AND_INDEX for `passages`,
   * PROMPT_WRITES for `prompts`): the alias, and the collection a running rebuild is filling
   * (its `_next` alias), so that a document written after the rebuild walked past it (or
   * created after it read the list) is right in the new collection too. A `_next` alias
   * leading nowhere (left by a process that died mid-rebuild, its collection since dropped) is
   * ignored; the next rebuild replaces it.
   */
  private async targets(alias: string): Promise<string[]> {
    const next = await collectionBeingBuilt(this.http, alias);
    return next === null ? [alias] : [alias, next];
  }

  /** Replaces the episode's passages in each collection with those of its row as `em` reads it now (none when it is gone); answers how many. */
  private async writeStoredEpisode(em: EntityManager, collections: readonly string[], episodeId: string): Promise<number> {
    const [stored] = await readSourceEpisodes(txOf(em), episodeId);
    const documents = stored ? await this.passageDocuments(stored, stored.transcript_text) : [];
    for (const collection of collections) {
      await this.http.deleteWhere(collection, ofEpisode(episodeId));
      await this.http.upsert(collection, documents);
    }
    return documents.length;
  }

  private async passageDocuments(episode: { id: string; number: number }, transcriptText: string | null): Promise<PassageDocument[]> {
    const passages = splitPassages(parseTranscriptBlocks(transcriptText ?? ''));
    const vectors =
      this.embedder && passages.length > 0
        ? await this.embedder.embed(
            passages.map((p) => p.text),
            'search_document',
          )
        : undefined;
    return passages.map((p, i) => toPassageDocument(episode, p, vectors?.[i]));
  }

  ensureIndexed(): Promise<boolean> {
    // Typesense makes its own terms: nothing stored here depends on this code's term pipeline.
    return Promise.resolve(false);
  }

  async searchPassages(query: string, limit: number): Promise<PassageSearchResult> {
    await this.collections();
    const read = Math.min(MAX_PER_PAGE, limit * PASSAGES_PER_HIT);
    const vector = await this.queryVector(query);
    // A question naming a guest ("What does Ada Vale say about pricing?") is answered in that
    // guest's episodes first, on its other words: a guest's answers hardly ever hold their own
    // name (as SearchIndex.search does; the rule is search/text/named-guests.ts).
    const named = await this.namedGuests(query);
    const searches = [
      ...(named.episodes.length > 0
        ? [passageSearch(keywordQuery(query, named.terms) || '*', read, vector, `episode_number:[${named.episodes.join(',')}]`)]
        : []),
      passageSearch(keywordQuery(query) || query, read, vector),
    ];
    // Both in one request, the guest's episodes first. A speaker turn is one hit, its best
    // passage: the composer quotes a turn once, and rerank and the composer get `limit`
    // different moments (as from the PostgreSQL adapter).
    const results = await this.http.searchMany<PassageDocument>(this.passages, searches);
    const hits = firstOfEach(
      results.flatMap((r) => (r.hits ?? []).map(toPassageHit)),
      turnKey,
    ).slice(0, limit);
    return { hits, evidence: { scale: 'term-coverage', value: coverage(query, hits) } };
  }

  /** The episodes (numbers) whose guest the question names, and the index terms of those names. */
  private async namedGuests(query: string): Promise<{ episodes: number[]; terms: Set<string> }> {
    const rows = await this.em
      .getConnection()
      .execute<{ number: number; guest: string }[]>('select number, guest from episodes where guest is not null order by number');
    const guestTerms = rows.map((r) => distinctTerms(r.guest));
    const named = namedGuests(guestTerms, distinctTerms(query));
    return { episodes: named.map((i) => rows[i]!.number), terms: new Set(named.flatMap((i) => guestTerms[i]!)) };
  }

  private async queryVector(query: string): Promise<number[] | undefined> {
    if (!this.embedder) return undefined;
    try {
      return (await this.embedder.embed([query], 'search_query'))[0];
    } catch (error) {
      this.log.warn({ err: error }, 'query embedding failed; searching by keywords only');
      return undefined;
    }
  }

  /** Indexes the prompt as it is stored when the write gets its turn (as indexEpisode does); a prompt deleted meanwhile leaves no document. */
  async indexPrompt(promptId: string): Promise<void> {
    await this.collections();
    await inLockedTransaction(this.em, PROMPT_WRITES, async (em) => this.writeStoredPrompts(em, await this.targets(this.prompts), [promptId]));
  }

  async removePrompt(promptId: string): Promise<void> {
    await this.collections();
    await inLockedTransaction(this.em, PROMPT_WRITES, async () => {
      for (const collection of await this.targets(this.prompts)) await this.http.deleteDocument(collection, promptId);
    });
  }

  /** Writes the prompts into each collection from their rows as `em` reads them now (a prompt gone: its document goes); answers how many are stored. */
  private async writeStoredPrompts(em: EntityManager, collections: readonly string[], ids: readonly string[]): Promise<number> {
    const rows = await em.getConnection().execute<PromptRow[]>(`${PROMPT_SELECT} where p.id in (?)`, [ids], 'all', em.getTransactionContext());
    const stored = new Set(rows.map((r) => r.id));
    for (const collection of collections) {
      if (rows.length > 0) await this.http.upsert(collection, rows.map(toPromptDocument));
      for (const id of ids) if (!stored.has(id)) await this.http.deleteDocument(collection, id);
    }
    return rows.length;
  }

  async searchPrompts(query: string, page: Page): Promise<string[]> {
    if (query.trim() === '' || page.limit <= 0) return [];
    await this.collections();
    const wanted = page.offset + page.limit;
    const ids: string[] = [];
    // Typesense pages hold at most 250 hits: read pages until the requested window is covered.
    for (let n = 1; ids.length < wanted; n++) {
      const result = await this.http.search<{ id: string }>(this.prompts, promptSearch(query, n));
      const hits = result.hits ?? [];
      ids.push(...hits.map((h) => h.document.id));
      if (hits.length < MAX_PER_PAGE) break;
    }
    return ids.slice(page.offset, wanted);
  }

  /**
   * Rebuilds into new collections while searches keep using the current ones, then points
   * the aliases at the new ones and drops the old (Typesense's way to reindex without
   * downtime). It never holds EPISODES_AND_INDEX longer than one episode's write:
   *
   * 1. Under the lock: the `_next` aliases are pointed at the new collections (replacing any a
   *    dead process left), these are created, then the episode ids are read. From then on
   *    every episode write (`indexEpisode`, `removeEpisode`, under the lock) goes to the new
   *    collection too.
   * 2. Each episode read is written into the new collection in a short transaction of its own
   *    holding the lock, from its row as stored then (an episode deleted meanwhile: none).
   * 3. The prompts the same way, under PROMPT_WRITES: their ids are read (after any prompt
   *    write that missed the `_next` alias), then written in batches from their rows, each
   *    batch in a short transaction holding the lock.
   * 4. Under both locks (briefly) the aliases are switched and the `_next` ones dropped.
   *
   * So at the switch each new collection holds every stored episode or prompt as stored: each
   * was written by the walk or, after it, by a write that went to both collections. No
   * transaction waits on Typesense for longer than one batch. On a
   * failure the `_next` aliases and the half-built collections go (best effort). The counts
   * are those of the episodes the rebuild read and the passages it wrote.
   *
   * One rebuild at a time across processes, under a session advisory lock (`withSessionLock`,
   * db/locks.ts); a second is refused with a CONFLICT.
   */
  async reindexAll(): Promise<ReindexCounts> {
    const started = Date.now();
    const passageSchema = await this.collections();
    const counts = await withSessionLock(
      this.em,
      `typesense-rebuild:${this.passages}`,
      () => this.rebuild(passageSchema),
      () => conflict(REINDEX_RUNNING_MESSAGE),
    );
    this.log.info({ ...counts, ms: Date.now() - started }, 'Typesense index rebuilt');
    return counts;
  }

  /** The three steps of `reindexAll`, in the rebuild lock. */
  private async rebuild(passageSchema: TypesenseField[]): Promise<ReindexCounts> {
    const next = { passages: collectionFor(this.passages), prompts: collectionFor(this.prompts) };
    try {
      const episodes = await inLockedTransaction(this.em, EPISODES_AND_INDEX, async (em) => {
        // Marked before they exist: whatever this process does not get to clean up, the next rebuild finds.
        await markNext(this.http, this.passages, next.passages);
        await markNext(this.http, this.prompts, next.prompts);
        await this.http.createCollection(next.passages, passageSchema);
        await this.http.createCollection(next.prompts, PROMPT_FIELDS);
        return em.getConnection().execute<{ id: string }[]>('select id from episodes order by number', [], 'all', em.getTransactionContext());
      });
      let passages = 0;
      for (const { id } of episodes)
        passages += await inLockedTransaction(this.em, EPISODES_AND_INDEX, (em) => this.writeStoredEpisode(em, [next.passages], id));
      const promptIds = await inLockedTransaction(this.em, PROMPT_WRITES, (em) =>
        em.getConnection().execute<{ id: string }[]>('select id from prompts order by created_at, id', [], 'all', em.getTransactionContext()),
      );
      let prompts = 0;
      for (let i = 0; i < promptIds.length; i += PROMPT_IMPORT_BATCH) {
        const batch = promptIds.slice(i, i + PROMPT_IMPORT_BATCH).map((r) => r.id);
        prompts += await inLockedTransaction(this.em, PROMPT_WRITES, (em) => this.writeStoredPrompts(em, [next.prompts], batch));
      }
      await inLockedTransaction(this.em, PROMPT_WRITES, async (em) => {
        // Both locks, taken in this order only here (no deadlock): writes wait for the switch,
        // so none goes to a collection being dropped.
        await lockInTransaction(em, EPISODES_AND_INDEX);
        await switchAlias(this.http, this.passages, next.passages);
        await switchAlias(this.http, this.prompts, next.prompts);
      });
      return { episodes: episodes.length, passages, prompts };
    } catch (error) {
      await this.discard(next).catch((cleanup: unknown) => this.log.warn({ err: cleanup }, 'could not clean up after a failed Typesense rebuild'));
      throw error;
    }
  }

  /**
   * After a failed rebuild: drops the `_next` aliases and the new collections, unless an alias
   * was already switched to one. Under EPISODES_AND_INDEX, so that no episode write is writing
   * to a collection as it goes; without it when the lock cannot be had (the database is
   * unreachable: nor can an episode write take it).
   */
  private async discard(next: { passages: string; prompts: string }): Promise<void> {
    const drop = async () => {
      await discardNew(this.http, this.passages, next.passages);
      await discardNew(this.http, this.prompts, next.prompts);
    };
    await inLockedTransaction(this.em, EPISODES_AND_INDEX, drop).catch(drop);
  }
}
