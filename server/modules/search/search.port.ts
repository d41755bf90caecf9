/**
 * The search port: transcript passages for answering, saved prompts for /api/search.
 * Adapters: PostgreSQL full-text search (default) and Typesense.
 */

/** What indexing needs of an episode. */
export interface IndexableEpisode {
  id: string;
  number: number;
  title: string;
  guest: string | null;
  /** Processed transcript text (common/transcript.ts). */
  transcriptText: string | null;
}

export interface PassageHit {
  id: number;
  episodeId: string;
  episodeNumber: number;
  ordinal: number;
  turnIndex: number;
  speaker: string;
  startSeconds: number;
  timestamp: string;
  text: string;
  /** Higher is better; comparable only within one result list. */
  score: number;
}

export interface PassageSearchResult {
  /** Best first. */
  hits: PassageHit[];
  /**
   * 0..1: how well the best passages cover the question's informative words. Answering
   * declines when the evidence is too thin (see `isSupported`).
   */
  coverage: number;
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
  /** Replaces the episode's passages; returns how many there are now. */
  indexEpisode(episode: IndexableEpisode): Promise<number>;
  removeEpisode(episodeId: string): Promise<void>;
  /** Best passages for a question, and how well they cover it. */
  searchPassages(query: string, limit: number): Promise<PassageSearchResult>;
  /** Makes the prompt's current text and answer searchable. */
  indexPrompt(promptId: string): Promise<void>;
  removePrompt(promptId: string): Promise<void>;
  /** Ids of published prompts matching the query, best first. */
  searchPrompts(query: string, page: Page): Promise<string[]>;
  /** Rebuilds everything from the database. */
  reindexAll(): Promise<ReindexCounts>;
}
