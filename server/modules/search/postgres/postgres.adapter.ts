import { setImmediate as nextTurn } from 'node:timers/promises';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { Logger } from '../../../logger.js';
import { EPISODES_AND_INDEX, inLockedTransaction } from '../../../db/locks.js';
import { SearchIndexCache } from './index-cache.js';
import { NO_PASSAGES } from '../ranking/search-index.js';
import {
  bumpVersion,
  deleteAll,
  deleteEpisode,
  deleteModel,
  indexIsMissing,
  readModelLag,
  readSourceDigests,
  readSourceEpisodes,
  readTrainingTerms,
  readVersion,
  txOf,
  writeEpisode,
  writeModel,
  type Tx,
} from './index-store.js';
import { DEFAULT_LSA, trainingUnits, trainLsaInWorker, type LsaModel, type LsaOptions } from '../semantic/lsa.js';
import { questionNames } from '../text/question-names.js';
import { passagesOf, type TermedPassage } from '../text/passage-terms.js';
import { distinctTerms } from '../text/terms.js';
import { indexSavedPrompt, reindexSavedPrompts, searchSavedPrompts } from './prompt-search.js';
import { DEFAULT_RANKING, type RankingOptions } from '../ranking/ranking-options.js';
import type { IndexableEpisode, Page, PassageSearchResult, ReindexCounts, SearchEngine } from '../search.port.js';

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
 * Passage search over the application database: PostgreSQL stores passages, their terms,
 * the LSA model and the index version; ranking (BM25, LSA, passage scoring) runs in
 * process (ranking/search-index.ts) on a copy that follows the stored version. Saved
 * prompts: prompt-search.ts.
 */
export class PostgresSearchEngine implements SearchEngine {
  readonly name = 'postgres';
  private readonly cache: SearchIndexCache;
  /** The retraining under way in this process, if any (`retrainInBackground`). */
  private retraining: Promise<void> | null = null;
  /** Asked to retrain while one ran: check the lag again when it ends. */
  private retrainAgain = false;

  constructor(
    private readonly em: EntityManager,
    private readonly log: Logger,
    private readonly options: PostgresSearchOptions = DEFAULT_POSTGRES_SEARCH,
  ) {
    this.cache = new SearchIndexCache(() => ({ connection: this.em.getConnection() }), options.ranking, log);
  }

  /** A write to the index: one transaction, under the lock that orders index writes and episode deletions (db/locks.ts). */
  private write<T>(work: (tx: Tx) => Promise<T>): Promise<T> {
    return inLockedTransaction(this.em, EPISODES_AND_INDEX, (em) => work(txOf(em)));
  }

  /**
   * Indexes the episode as it is stored when the write gets its turn, not as the caller saw
   * it: of two edits racing, the index ends on the transcript the row ends on; an episode
   * deleted meanwhile leaves no passages.
   */
  async indexEpisode(episode: IndexableEpisode): Promise<number> {
    const count = await this.write(async (tx) => {
      const revision = await bumpVersion(tx);
      await deleteEpisode(tx, episode.id);
      const [stored] = await readSourceEpisodes(tx, episode.id);
      if (!stored) return 0;
      const passages = passagesOf(stored.transcript_text);
      await writeEpisode(tx, { id: stored.id, number: stored.number, guest: stored.guest, revision }, passages);
      return passages.length;
    });
    // In a caller's transaction, retraining waits for it to commit (afterEpisodeIndexed), not holding the lock meanwhile.
    if (!this.em.isInTransaction()) this.retrainInBackground();
    return count;
  }

  afterEpisodeIndexed(): Promise<void> {
    this.retrainInBackground();
    return Promise.resolve();
  }

  async settled(): Promise<void> {
    while (this.retraining) await this.retraining;
  }

  /** Trains on every passage, as the one retraining under way; its failure reaches the caller. */
  async catchUp(): Promise<void> {
    // Waits for the slot, then takes it in the same turn, before an indexed episode can.
    while (this.retraining) await this.retraining;
    await this.holdRetrainingSlot(this.retrainIfBehind(0));
    // Episodes indexed meanwhile asked for one more check, which runs when this training ends.
    await this.settled();
  }

  /**
   * Retrains the model, when it lags, without keeping anyone waiting: training takes seconds
   * at archive size (its SVD on the worker thread), and an admin saving an episode, or an
   * import of hundreds, should not wait for it; searches meanwhile fold the new passages into
   * the current model. One retraining at a time per process; episodes indexed during one ask
   * for one more check when it ends, so a bulk import trains as often as training keeps up
   * with it, not once per threshold it crosses. A failure is logged: the next indexed episode,
   * or the next start, tries again.
   */
  private retrainInBackground(): void {
    if (this.retraining) {
      this.retrainAgain = true;
      return;
    }
    this.holdRetrainingSlot(this.retrainIfBehind()).catch((error: unknown) =>
      this.log.warn({ err: error }, 'retraining the search model failed; the next indexed episode or start-up tries again'),
    );
  }

  /** Makes `training` the retraining under way (the slot must be free); when it ends, runs the check asked for meanwhile. */
  private holdRetrainingSlot(training: Promise<void>): Promise<void> {
    this.retrainAgain = false;
    this.retraining = training
      .catch(() => undefined)
      .finally(() => {
        this.retraining = null;
        if (this.retrainAgain) this.retrainInBackground();
      });
    return training;
  }

  async removeEpisode(episodeId: string): Promise<void> {
    await this.write(async (tx) => {
      await bumpVersion(tx);
      await deleteEpisode(tx, episodeId);
    });
  }

  async searchPassages(query: string, limit: number): Promise<PassageSearchResult> {
    const terms = distinctTerms(query);
    if (terms.length === 0 || limit <= 0) return NO_PASSAGES;
    const index = await this.cache.at(await readVersion({ connection: this.em.getConnection() }));
    return index.search(terms, limit, questionNames(query));
  }

  /**
   * Trains the LSA model on the episodes' passage terms (each episode a list of passages), its
   * SVD in a worker thread, so the server goes on answering meanwhile; protected for subclasses
   * (tests) to act during it.
   */
  protected async train(episodes: readonly (readonly (readonly string[])[])[]): Promise<LsaModel | null> {
    const started = Date.now();
    const model = await trainLsaInWorker(trainingUnits(episodes, this.options.lsa.unitTerms), this.options.lsa);
    this.log.info({ dims: model?.dims ?? 0, terms: model?.terms.length ?? 0, ms: Date.now() - started }, 'search model trained');
    return model;
  }

  /** Retrains the LSA model when more than `share` of the passages were indexed after it (default `retrainShare`). */
  private async retrainIfBehind(share = this.options.retrainShare): Promise<void> {
    const lag = await readModelLag({ connection: this.em.getConnection() });
    if (lag.passages === 0 || lag.unseen <= share * lag.passages) return;
    const seen = await readTrainingTerms({ connection: this.em.getConnection() });
    const model = await this.train(seen.episodes);
    if (!model) return;
    await this.write(async (tx) => {
      // A rebuild or another retraining may have written a model meanwhile: keep it if it has seen
      // as much as this one, or lags too little to replace.
      const stored = (await readVersion(tx)).model;
      if (stored !== null && BigInt(stored) >= BigInt(seen.revision)) return;
      const now = await readModelLag(tx);
      if (now.unseen <= share * now.passages) return;
      // Stored at the revision it read through: episodes indexed while it trained stay unseen.
      await bumpVersion(tx);
      await writeModel(tx, model, seen.revision, seen.passages);
    });
  }

  async ensureIndexed(): Promise<boolean> {
    const missing = await indexIsMissing({ connection: this.em.getConnection() });
    if (missing) {
      this.log.info('passage index missing (terms are made differently now): rebuilding it');
      await this.reindexAll();
    }
    // The process's copy, loaded now (seconds at archive size) rather than for the first question.
    await this.cache.at(await readVersion({ connection: this.em.getConnection() }));
    // A process stopped while it retrained left the model behind its passages.
    if (!missing) this.retrainInBackground();
    return missing;
  }

  async indexPrompt(promptId: string): Promise<void> {
    await indexSavedPrompt(this.em.getConnection(), promptId);
  }

  async removePrompt(_promptId: string): Promise<void> {
    // The vector lives on the prompt row and goes with it.
  }

  async searchPrompts(query: string, page: Page): Promise<string[]> {
    return searchSavedPrompts(this.em.getConnection(), query, page);
  }

  /**
   * Splits every episode again, retrains the model and refreshes prompt vectors. The model
   * is trained first, outside the index's lock, on the episodes as stored then (training is
   * the long step: about 10 s at 288 episodes), so episode writes go through meanwhile. Then
   * one transaction reads the episodes under the lock (an episode written meanwhile is
   * indexed after it, one deleted meanwhile waits for it) and writes them all: an episode
   * whose transcript changed since the model read it is split again, and written at a later
   * revision than the model's, so the model counts its passages as unseen (retrainIfBehind).
   * It returns once this process's copy of the new index is loaded, so the first question
   * after it does not wait for that (other processes load theirs at their next question).
   */
  async reindexAll(): Promise<ReindexCounts> {
    const counts = await this.rebuild();
    // Loaded once the rebuild's own data (every episode split) can be collected: the peak stays that of either.
    await this.cache.at(await readVersion({ connection: this.em.getConnection() }));
    return counts;
  }

  private async rebuild(): Promise<ReindexCounts> {
    const started = Date.now();
    // Episode by episode, letting other requests in between (splitting takes seconds at archive size).
    const split = new Map<string, { digest: string; passages: TermedPassage[] }>();
    for (const e of await readSourceEpisodes({ connection: this.em.getConnection() })) {
      split.set(e.id, { digest: e.digest, passages: passagesOf(e.transcript_text) });
      await nextTurn();
    }
    const splitAt = Date.now();
    const model = await this.train([...split.values()].map((e) => e.passages.map((p) => p.terms)));
    const trainedAt = Date.now();
    const { sources, passages, prompts } = await this.write(async (tx) => {
      const sources = await readSourceDigests(tx);
      const prepared: { episode: (typeof sources)[number]; current: boolean; passages: TermedPassage[] }[] = [];
      for (const episode of sources) {
        const seen = split.get(episode.id);
        const current = seen?.digest === episode.digest;
        const passages = current ? seen.passages : passagesOf((await readSourceEpisodes(tx, episode.id))[0]?.transcript_text ?? null);
        prepared.push({ episode, current, passages });
      }
      const revision = await bumpVersion(tx);
      await deleteAll(tx);
      const changed = prepared.some((p) => !p.current) ? await bumpVersion(tx) : revision;
      for (const { episode, current, passages: rows } of prepared) {
        await writeEpisode(tx, { id: episode.id, number: episode.number, guest: episode.guest, revision: current ? revision : changed }, rows);
      }
      const seenPassages = prepared.reduce((n, p) => n + (p.current ? p.passages.length : 0), 0);
      if (model) await writeModel(tx, model, revision, seenPassages);
      else await deleteModel(tx);
      return { sources, passages: prepared.reduce((n, p) => n + p.passages.length, 0), prompts: await reindexSavedPrompts(tx) };
    });
    const counts = { episodes: sources.length, passages, prompts };
    const phases = { split: splitAt - started, train: trainedAt - splitAt, write: Date.now() - trainedAt };
    this.log.info({ ...counts, ms: Date.now() - started, phases }, 'search index rebuilt');
    return counts;
  }
}
