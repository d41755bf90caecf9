import type { Logger } from '../../../logger.js';
import { readEpisodes, readModel, readPassages, type IndexVersion, type Tx } from './index-store.js';
import { FeatureMemo } from '../semantic/episode-features.js';
import { LsaSpace } from '../semantic/lsa.js';
import type { RankingOptions } from '../ranking/ranking-options.js';
import { SearchIndex, type IndexedEpisode } from '../ranking/search-index.js';

/**
 * This process's copy of the search index, rebuilt from PostgreSQL whenever the stored
 * index version differs from the one it was built at (each search reads the version first).
 * Only episodes whose revision changed are read again, and what was derived from the
 * others is kept (episode-features.ts). Any number of processes stay correct.
 */
export class SearchIndexCache {
  private loaded: { key: string; sequence: number; index: SearchIndex } | null = null;
  private episodes = new Map<string, IndexedEpisode>();
  private model: { version: string | null; space: LsaSpace | null } = { version: null, space: null };
  private readonly memo = new FeatureMemo();
  private inFlight: { key: string; promise: Promise<SearchIndex> } | null = null;
  private sequence = 0;

  constructor(
    private readonly tx: () => Tx,
    private readonly options: RankingOptions,
    private readonly log: Logger,
  ) {}

  /** The copy at this stored version, loading it when needed. */
  async at(version: IndexVersion): Promise<SearchIndex> {
    const key = `${version.version}/${version.episodes}/${version.model ?? '-'}`;
    if (this.loaded?.key === key) return this.loaded.index;
    if (this.inFlight?.key !== key) {
      const promise = this.load(key, version, ++this.sequence);
      this.inFlight = { key, promise };
      void promise.then(
        () => this.inFlight?.promise === promise && (this.inFlight = null),
        () => this.inFlight?.promise === promise && (this.inFlight = null),
      );
    }
    return this.inFlight.promise;
  }

  private async load(key: string, version: IndexVersion, sequence: number): Promise<SearchIndex> {
    const started = Date.now();
    const tx = this.tx();
    const previous = { episodes: this.episodes, model: this.model };
    let model = previous.model;
    if (version.model !== model.version) {
      const stored = await readModel(tx);
      model = { version: stored?.version ?? null, space: stored ? new LsaSpace(stored.model) : null };
    }
    const rows = await readEpisodes(tx);
    const changed = rows.filter((r) => previous.episodes.get(r.id)?.revision !== r.revision);
    const passages = await readPassages(
      tx,
      changed.map((r) => r.id),
    );
    const read = Date.now();
    const episodes = rows.map((r) => {
      const reread = passages.get(r.id);
      return reread ? { id: r.id, number: r.number, guest: r.guest, revision: r.revision, passages: reread } : previous.episodes.get(r.id)!;
    });
    const index = await SearchIndex.build(episodes, model.space, this.options, this.memo);
    if (!this.loaded || sequence > this.loaded.sequence) {
      this.loaded = { key, sequence, index };
      this.episodes = new Map(episodes.map((e) => [e.id, e]));
      this.model = model;
      this.memo.retain(episodes);
    }
    this.log.info({ ...index.size, reread: changed.length, readMs: read - started, buildMs: Date.now() - read }, 'search index loaded');
    return index;
  }
}
