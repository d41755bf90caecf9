/**
 * The search port: transcript passages for answering, saved prompts for /api/search.
 * Adapters: PostgreSQL full-text search (default) and Typesense.
 */
import type { PassageDraft } from '../../../common/passages.js';

/** What indexing needs of an episode. */
export interface IndexableEpisode {
  id: string;
  number: number;
  title: string;
  guest: string | null;
  /** Processed transcript text (common/transcript.ts). */
  transcriptText: string | null;
}

export interface PassageHit extends PassageDraft {
  id: number;
  episodeId: string;
  episodeNumber: number;
  /** Higher is better; comparable only within one result list. */
  score: number;
}

/**
 * How well the corpus supports an answer, as the adapter measures it. Each adapter has its
 * own scale (`scale` names it); the decision to answer or decline is answers/' (support.ts),
 * with one threshold per scale. A scale's meaning must not change with the number of
 * indexed episodes.
 */
export type SearchEvidence =
  | {
      /**
       * PostgreSQL adapter (ranking/evidence.ts): the share of the question's information the
       * best passage window earns beyond what chance offers in a corpus of this size
       * (≤ 1; 0 or less: no better than coincidence).
       */
      scale: 'information-beyond-chance';
      value: number;
      /** Whether one of the windows weighed holds every index term of the question. */
      complete: boolean;
      /**
       * Whether the window the value comes from holds some of the question's index terms and no
       * other passage of its episode holds any of them: the episode mentions the question once,
       * in passing (ranking/window-evidence.ts, `mentionedInPassing`). Declines only a question no
       * window holds whole (answers/support.ts).
       */
      inPassing: boolean;
      /**
       * How much more (above 0) or less (below 0) the archive uses the question's informative
       * words than everyday English does (ranking/evidence.ts, `topicality`).
       */
      topicality: number;
      /**
       * How many names the question mentions (capitalised words, text/question-names.ts) that
       * no passage, speaker or guest of the archive holds: the archive never mentions them.
       */
      unmentionedNames: number;
    }
  | {
      /** Typesense adapter: the share (0..1) of the question's index terms found in its best three hits. */
      scale: 'term-coverage';
      value: number;
    };

export interface PassageSearchResult {
  /** Best first. */
  hits: PassageHit[];
  evidence: SearchEvidence;
  /**
   * Information of each of the question's index terms in the indexed corpus,
   * ln((N + 1) / (df + 0.5)) over N passages (ranking/evidence.ts), when the adapter knows
   * it: the composer tells a question's subject ("SEO") from words any answer shares ("start").
   */
  termInformation?: ReadonlyMap<string, number>;
}

export interface Page {
  limit: number;
  offset: number;
}

export interface ReindexCounts {
  episodes: number;
  passages: number;
  prompts: number;
}

export interface SearchEngine {
  readonly name: string;
  /**
   * Replaces the episode's passages with those of its row as stored; returns how many there
   * are now. Called in a transaction (the episodes service saves a row and its passages in
   * one), the write joins it, and the caller runs `afterEpisodeIndexed` once it committed.
   */
  indexEpisode(episode: IndexableEpisode): Promise<number>;
  /**
   * What indexEpisode leaves for after its caller's transaction: work that should not hold
   * that transaction open, nor the caller waiting (it may go on in the background).
   */
  afterEpisodeIndexed(): Promise<void>;
  /** Resolves once the work afterEpisodeIndexed started in the background has ended (start-up, tests). */
  settled(): Promise<void>;
  /**
   * settled(), then brings what the adapter derives from the whole index (the PostgreSQL
   * adapter's model) up to every passage indexed: a bulk load (the demo, an import) ends the
   * same whenever its background work happened to run.
   */
  catchUp(): Promise<void>;
  removeEpisode(episodeId: string): Promise<void>;
  /** Best passages for a question, and the evidence they give for answering it. */
  searchPassages(query: string, limit: number): Promise<PassageSearchResult>;
  /** Makes the prompt's current text and answer searchable. */
  indexPrompt(promptId: string): Promise<void>;
  removePrompt(promptId: string): Promise<void>;
  /** Ids of published prompts matching the query, best first. */
  searchPrompts(query: string, page: Page): Promise<string[]>;
  /**
   * Builds the passage index when episodes exist but none of their passages is indexed
   * (a migration emptied it because terms are made differently); true when it did. Run at
   * start-up, before requests are taken: an adapter that searches a copy of the index in
   * the process also loads it then.
   */
  ensureIndexed(): Promise<boolean>;
  /** Rebuilds everything from the database. */
  reindexAll(): Promise<ReindexCounts>;
}
