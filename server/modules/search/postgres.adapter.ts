import type { EntityManager } from '@mikro-orm/postgresql';
import type { Logger } from '../../logger.js';
import { keywordScores } from './bm25.js';
import { SearchIndexCache } from './index-cache.js';
import {
  bumpVersion,
  deleteAll,
  deleteEpisode,
  deleteModel,
  readModelLag,
  readSourceEpisodes,
  readTrainingTerms,
  writeEpisode,
  writeModel,
  type Tx,
} from './index-store.js';
import { DEFAULT_LSA, trainingUnits, trainLsa, type LsaModel, type LsaOptions } from './lsa.js';
import { passagesOf } from './passage-terms.js';
import { anyTermsTsQuery, queryTerms } from './query-terms.js';
import { DEFAULT_RANKING, questionTerms, type RankingOptions } from './search-index.js';
import type { IndexableEpisode, Page, PassageSearchResult, ReindexCounts, SearchEngine } from './search.port.js';

export interface PostgresSearchOptions {
  ranking: RankingOptions;
  lsa: LsaOptions;
  /**
   * Indexing an episode retrains the LSA model once more than this share of the passages
   * were indexed after it was trained (until then they are folded into the old one). The
   * corpus must grow by a constant factor between retrainings, so their total cost stays
   * proportional to the corpus.
   */
  retrainShare: number;
}

export const DEFAULT_POSTGRES_SEARCH: PostgresSearchOptions = { ranking: DEFAULT_RANKING, lsa: DEFAULT_LSA, retrainShare: 0.25 };

/**
 * Passage search in the application database: PostgreSQL scores keywords (BM25 over
 * GIN-indexed tsvectors, bm25.ts); LSA and the final ranking run in process
 * (search-index.ts) on a copy that follows the stored index version. Saved prompts use
 * PostgreSQL full-text search.
 */
export class PostgresSearchEngine implements SearchEngine {
  readonly name = 'postgres';
  private readonly cache: SearchIndexCache;

  constructor(
    private readonly em: EntityManager,
    private readonly log: Logger,
    private readonly options: PostgresSearchOptions = DEFAULT_POSTGRES_SEARCH,
  ) {
    this.cache = new SearchIndexCache(() => ({ connection: this.em.getConnection() }), options.ranking, log);
  }

  private write<T>(work: (tx: Tx) => Promise<T>): Promise<T> {
    return this.em.transactional((em) => work({ connection: em.getConnection(), ctx: em.getTransactionContext() }));
  }

  async indexEpisode(episode: IndexableEpisode): Promise<number> {
    const passages = passagesOf(episode.transcriptText);
    await this.write(async (tx) => {
      const revision = await bumpVersion(tx);
      await deleteEpisode(tx, episode.id);
      await writeEpisode(tx, { id: episode.id, number: episode.number, guest: episode.guest, revision }, passages);
    });
    await this.retrainIfBehind();
    return passages.length;
  }

  async removeEpisode(episodeId: string): Promise<void> {
    await this.write(async (tx) => {
      await bumpVersion(tx);
      await deleteEpisode(tx, episodeId);
    });
  }

  async searchPassages(query: string, limit: number): Promise<PassageSearchResult> {
    const terms = questionTerms(query);
    if (terms.length === 0 || limit <= 0) return { hits: [], coverage: 0 };
    const keywords = await keywordScores({ connection: this.em.getConnection() }, terms, this.options.ranking.bm25);
    const index = await this.cache.at(keywords.version);
    return index.search(terms, keywords, limit);
  }

  private train(episodes: readonly (readonly (readonly string[])[])[]): LsaModel | null {
    const started = Date.now();
    const model = trainLsa(trainingUnits(episodes, this.options.lsa.unitTerms), this.options.lsa);
    this.log.info({ dims: model?.dims ?? 0, terms: model?.terms.length ?? 0, ms: Date.now() - started }, 'search model trained');
    return model;
  }

  /** Retrains the LSA model when too many passages were indexed after it (see `retrainShare`). */
  private async retrainIfBehind(): Promise<void> {
    const lag = await readModelLag({ connection: this.em.getConnection() });
    if (lag.passages === 0 || lag.unseen <= this.options.retrainShare * lag.passages) return;
    const model = this.train(await readTrainingTerms({ connection: this.em.getConnection() }));
    if (!model) return;
    await this.write(async (tx) => writeModel(tx, model, await bumpVersion(tx), lag.passages));
  }

  async indexPrompt(promptId: string): Promise<void> {
    await this.em.getConnection().execute(`${PROMPT_VECTOR_UPDATE} where p.id = ?`, [promptId], 'run');
  }

  async removePrompt(_promptId: string): Promise<void> {
    // The vector lives on the prompt row and goes with it.
  }

  async searchPrompts(query: string, page: Page): Promise<string[]> {
    const tsquery = anyTermsTsQuery(queryTerms(query), true);
    if (!tsquery) return [];
    const rows = await this.em.getConnection().execute<{ id: string }[]>(
      `select p.id
         from prompts p, to_tsquery('english', ?) q
        where p.is_published and p.search_vector @@ q
        order by ts_rank(p.search_vector, q) desc, p.view_count desc, p.created_at desc
        limit ? offset ?`,
      [tsquery, page.limit, page.offset],
    );
    return rows.map((r) => r.id);
  }

  /** Splits every episode again, retrains the model and refreshes prompt vectors, in one transaction. */
  async reindexAll(): Promise<ReindexCounts> {
    const started = Date.now();
    const sources = await readSourceEpisodes({ connection: this.em.getConnection() });
    const prepared = sources.map((e) => ({ episode: e, passages: passagesOf(e.transcript_text) }));
    const passages = prepared.reduce((n, p) => n + p.passages.length, 0);
    const split = Date.now();
    const model = this.train(prepared.map((p) => p.passages.map((x) => x.terms)));
    const trained = Date.now();
    const prompts = await this.write(async (tx) => {
      const revision = await bumpVersion(tx);
      await deleteAll(tx);
      for (const { episode, passages: rows } of prepared) {
        await writeEpisode(tx, { id: episode.id, number: episode.number, guest: episode.guest, revision }, rows);
      }
      if (model) await writeModel(tx, model, revision, passages);
      else await deleteModel(tx);
      const updated = await tx.connection.execute<{ id: string }[]>(`${PROMPT_VECTOR_UPDATE} returning p.id`, [], 'all', tx.ctx);
      return updated.length;
    });
    const counts = { episodes: sources.length, passages, prompts };
    const ms = { split: split - started, train: trained - split, write: Date.now() - trained };
    this.log.info({ ...counts, ms: Date.now() - started, phases: ms }, 'search index rebuilt');
    return counts;
  }
}

/** The question weighs more (A) than its answer (B). */
const PROMPT_VECTOR_UPDATE = `update prompts p
   set search_vector = setweight(to_tsvector('english', p.text), 'A')
                    || setweight(to_tsvector('english', coalesce((select r.full_response from responses r where r.prompt_id = p.id), '')), 'B')`;
