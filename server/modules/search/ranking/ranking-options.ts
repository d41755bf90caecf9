import { DEFAULT_BM25, type Bm25Params } from './keyword-index.js';
import { PASSAGE_RANKER, type PassageRanker } from './learned-ranker.js';

/** The settings of passage ranking (search-index.ts), with the defaults the server uses. */
export interface RankingOptions {
  bm25: Bm25Params;
  /** BM25 of each neighbouring passage (same episode) added to a passage's own to pick keyword candidates and rank episodes: an answer often runs over two passages or follows the question. */
  contextWeight: number;
  /** Rank constant of the episode fusion. */
  episodeFusionK: number;
  /** Scores the candidates from their features. */
  ranker: PassageRanker;
  /** The n-th further passage of an episode already ranked has its score multiplied by this to the n. */
  episodeRepeatDecay: number;
  /** The best keyword passages (with neighbours) that are ranked; the rest cannot reach the first hits. */
  keywordCandidates: number;
  /** Passages taken by LSA similarity alone (paraphrases), from the episodes nearest the question by LSA. */
  semanticCandidates: number;
  /** How many episodes nearest the question by LSA the semantic candidates come from. */
  semanticEpisodes: number;
  /** Best hits whose windows are weighed as evidence. */
  evidenceCandidates: number;
  /** Passages on each side of a hit that make its evidence window. */
  evidenceRadius: number;
}

export const DEFAULT_RANKING: RankingOptions = {
  bm25: DEFAULT_BM25,
  contextWeight: 0.3,
  episodeFusionK: 5,
  ranker: PASSAGE_RANKER,
  episodeRepeatDecay: 0.85,
  keywordCandidates: 1_000,
  semanticCandidates: 200,
  semanticEpisodes: 20,
  evidenceCandidates: 20,
  evidenceRadius: 2,
};
