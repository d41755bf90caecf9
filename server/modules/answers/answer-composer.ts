import type { Logger } from '../../logger.js';
import type { AnswerDraft, AnswerGenerator, AnswerRequest, Generation, RerankedPassages } from '../generation/generation.port.js';
import type { AnswerContext } from './answer-context.js';
import { groundDraft, type GroundedAnswer } from './grounding.js';
import { isRelevantEnough } from './support.js';

/** Passages the extractive composer reads (the first-stage hits, best first). */
export const EXTRACTIVE_PASSAGES = 20;

/**
 * Candidate passages the first stage hands to a generator that reranks them (Cohere): the
 * generator keeps the best few for chat. Recall at this depth bounds what rerank can reach,
 * and it grows with the depth (`npm run eval`'s recall@50 and recall@100). Cohere bills
 * rerank by the search unit, one query with up to 100 documents: 100 candidates cost what
 * 50 do.
 */
export const RERANK_CANDIDATES = 100;

/** Passages a model generator (Cohere's chat) reads: the reranker's best. */
export const CHAT_DOCUMENTS = 8;

/**
 * Runs the configured generation and grounds its draft. A model generator (Cohere) gets the
 * reranker's best CHAT_DOCUMENTS passages, and rerank and generation share one time budget.
 * When the reranker finds even the best passage less relevant than `minRelevance`, the
 * question is declined before the generator runs (support.ts). When the generator fails
 * (timeout, network, upstream error, unexpected body) or yields no verifiable quote, a
 * warning is logged and the extractive answer is used: an upstream fault never reaches the
 * visitor. When it declines (it read the passages and found that they do not answer:
 * `AnswerDraft.declined`), the question is declined: the extractive answer would quote the
 * same passages, judged by their words alone.
 */
export class AnswerComposer {
  constructor(
    private readonly generation: Generation,
    private readonly extractive: AnswerGenerator,
    private readonly log: Logger,
  ) {}

  /** How many passages to retrieve for this composer: rerank candidates when the generator is not the extractive one. */
  get passagesWanted(): number {
    return this.generation.generator === this.extractive ? EXTRACTIVE_PASSAGES : RERANK_CANDIDATES;
  }

  /** The grounded answer, or null when no quote can be verified or the generation declines. */
  async compose(context: AnswerContext): Promise<GroundedAnswer | null> {
    const { generator, budgetMs } = this.generation;
    if (generator !== this.extractive) {
      try {
        const request = { ...context.request, ...(budgetMs === undefined ? {} : { deadline: Date.now() + budgetMs }) };
        const reranked = await this.rerank(request);
        if (!isRelevantEnough(reranked.relevance, this.generation.minRelevance)) {
          this.log.info(
            { relevance: reranked.relevance, minRelevance: this.generation.minRelevance },
            'the best passage is below the minimum relevance; declining',
          );
          return null;
        }
        const draft = await generator.generate({ ...request, passages: reranked.passages });
        if (draft.declined) {
          this.log.info({ generator: generator.name }, `${generator.name} found no answer in the passages; declining`);
          return null;
        }
        const grounded = await this.ground(draft, context);
        if (grounded.quotes.length > 0) return grounded;
        this.log.warn({ generator: generator.name }, `${generator.name} answer had no verifiable quote; using the extractive answer`);
      } catch (error) {
        this.log.warn({ err: error, generator: generator.name }, `${generator.name} generation failed; using the extractive answer`);
      }
    }
    const extractive = { ...context, request: { ...context.request, passages: context.request.passages.slice(0, EXTRACTIVE_PASSAGES) } };
    const grounded = await this.ground(await this.extractive.generate(extractive.request), extractive);
    return grounded.quotes.length > 0 ? grounded : null;
  }

  /**
   * The passages for a model generator, with the reranker's relevance of the best, logged for
   * operators choosing COHERE_MIN_RELEVANCE; retrieval's best when there is no reranker.
   */
  private async rerank(request: AnswerRequest): Promise<RerankedPassages> {
    const { reranker, minRelevance } = this.generation;
    if (!reranker) return { passages: request.passages.slice(0, CHAT_DOCUMENTS), relevance: null };
    const reranked = await reranker.rerank(request, CHAT_DOCUMENTS);
    this.log.info({ reranker: reranker.name, relevance: reranked.relevance, minRelevance }, 'rerank: relevance of the best passage');
    return reranked;
  }

  /** Verifies a draft against the transcripts of the episodes it quotes. */
  private async ground(draft: AnswerDraft, context: AnswerContext): Promise<GroundedAnswer> {
    const transcripts = await context.transcripts([...new Set(draft.quotes.map((q) => q.episode))]);
    return groundDraft(draft, transcripts);
  }
}
