import type { QuoteClaim } from '../../../common/quote-verification.js';

/**
 * The answer-generation port. A generator turns a question and retrieved passages into a
 * draft: a lead, takeaways, body blocks and quote claims. It never decides what is true: every
 * claim is verified against the transcripts afterwards (answers/grounding.ts), and text
 * that depends on a claim that fails is dropped with it.
 * Adapters: the extractive composer (default, offline) and Cohere.
 */

/** A retrieved transcript passage (words of one speaker turn). */
export interface AnswerPassage {
  /** Stable id within one request, used for citations ("p1", "p2", …). */
  id: string;
  episodeNumber: number;
  speaker: string;
  /** Start of the passage's turn. */
  timestamp: string;
  /** True when the transcript gives no time for the turn and its start was estimated from the words before it (shown as "~12:30"). */
  estimated?: boolean;
  turnIndex: number;
  /** Position of the passage in its episode. */
  ordinal: number;
  text: string;
  /** Retrieval score; higher is better, comparable within one request only. */
  score: number;
}

export interface EpisodeInfo {
  number: number;
  title: string;
  guest: string | null;
}

export interface AnswerRequest {
  question: string;
  /** Best first. */
  passages: AnswerPassage[];
  /** The episodes the passages come from. */
  episodes: ReadonlyMap<number, EpisodeInfo>;
  /** Information of the question's index terms in the whole indexed corpus, when search reports it (PassageSearchResult). */
  termInformation?: ReadonlyMap<string, number>;
  /** When the adapter's calls for this answer (rerank and chat together) must be over, in epoch milliseconds; absent: its own timeout from now. */
  deadline?: number;
}

/** Body text; dropped when any claim it `requires` (by index) fails verification. */
export interface TextBlock {
  kind: 'text';
  text: string;
  requires?: number[];
}

/** Where claim number `quote` is shown as a blockquote with its attribution. */
export interface QuoteBlock {
  kind: 'quote';
  quote: number;
}

export type DraftBlock = TextBlock | QuoteBlock;

/** A short point for the Key Takeaways list; dropped when a claim it `requires` fails. */
export interface Takeaway {
  text: string;
  requires?: number[];
}

export interface AnswerDraft {
  /** The opening paragraph that answers the question directly; null when there is none. */
  lead: TextBlock | null;
  takeaways: Takeaway[];
  blocks: DraftBlock[];
  quotes: QuoteClaim[];
  /**
   * True when the generator read the passages and found that they do not answer the question
   * (Cohere: its chat replies so, as its prompt asks): the answer is then the fixed "no
   * information" sentence, not another generator's answer from the same passages
   * (answers/answer-composer.ts).
   */
  declined?: boolean;
}

export interface AnswerGenerator {
  /** For logs: "extractive", "cohere". */
  readonly name: string;
  generate(request: AnswerRequest): Promise<AnswerDraft>;
}

/** The passages a reranker kept, most relevant first. */
export interface RerankedPassages {
  passages: AnswerPassage[];
  /** The reranker's relevance of the best passage to the question (0..1); null when it could not score them and kept retrieval's order. */
  relevance: number | null;
}

/**
 * A model that reads each candidate passage against the question (Cohere rerank) and keeps
 * the best for the generator. Its relevance is evidence on the model's own scale, the same at
 * any archive size; whether it supports an answer is decided in answers/ (support.ts).
 */
export interface PassageReranker {
  readonly name: string;
  /** The request's best `keep` passages; by `request.deadline`. */
  rerank(request: AnswerRequest, keep: number): Promise<RerankedPassages>;
}

/** What the answer composer runs: a generator and, when the generator is a model, its reranker and settings. */
export interface Generation {
  generator: AnswerGenerator;
  /** Reads the first stage's candidates against the question and keeps the best for the generator. */
  reranker?: PassageReranker;
  /** Relevance the reranker must find in the best passage (0..1, COHERE_MIN_RELEVANCE); null: the generator alone judges. */
  minRelevance: number | null;
  /** How long rerank and generation may take together for one answer (ms, COHERE_TIMEOUT_MS); absent: no limit (offline). */
  budgetMs?: number;
}

export type EmbeddingInput = 'search_document' | 'search_query';

/** Dense text embeddings (Typesense hybrid search). */
export interface TextEmbedder {
  readonly name: string;
  embed(texts: string[], inputType: EmbeddingInput): Promise<number[][]>;
}
