import type { Logger } from '../../logger.js';
import type { AnswerDraft, AnswerGenerator } from '../generation/generation.port.js';
import type { AnswerContext } from './answer-context.js';
import { groundDraft, type GroundedAnswer } from './grounding.js';

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

/**
 * Runs the configured generator and grounds its draft. When that generator is not the
 * extractive one and it fails (timeout, network, upstream error, unexpected body) or
 * yields no verifiable quote, a warning is logged and the extractive answer is used:
 * an upstream fault never reaches the visitor. When it declines (it read the passages and
 * found that they do not answer: `AnswerDraft.declined`), the question is declined: the
 * extractive answer would quote the same passages, judged by their words alone.
 */
export class AnswerComposer {
  constructor(
    private readonly generator: AnswerGenerator,
    private readonly extractive: AnswerGenerator,
    private readonly log: Logger,
  ) {}

  /** How many passages to retrieve for this composer: rerank candidates when the generator is not the extractive one. */
  get passagesWanted(): number {
    return this.generator === this.extractive ? EXTRACTIVE_PASSAGES : RERANK_CANDIDATES;
  }

  /** The grounded answer, or null when no quote can be verified or the generator declines. */
  async compose(context: AnswerContext): Promise<GroundedAnswer | null> {
    if (this.generator !== this.extractive) {
      try {
        const draft = await this.generator.generate(context.request);
        if (draft.declined) {
          this.log.info({ generator: this.generator.name }, `${this.generator.name} found no answer in the passages; declining`);
          return null;
        }
        const grounded = await this.ground(draft, context);
        if (grounded.quotes.length > 0) return grounded;
        this.log.warn({ generator: this.generator.name }, `${this.generator.name} answer had no verifiable quote; using the extractive answer`);
      } catch (error) {
        this.log.warn({ err: error, generator: this.generator.name }, `${this.generator.name} generation failed; using the extractive answer`);
      }
    }
    const extractive = { ...context, request: { ...context.request, passages: context.request.passages.slice(0, EXTRACTIVE_PASSAGES) } };
    const grounded = await this.ground(await this.extractive.generate(extractive.request), extractive);
    return grounded.quotes.length > 0 ? grounded : null;
  }

  /** Verifies a draft against the transcripts of the episodes it quotes. */
  private async ground(draft: AnswerDraft, context: AnswerContext): Promise<GroundedAnswer> {
    const transcripts = await context.transcripts([...new Set(draft.quotes.map((q) => q.episode))]);
    return groundDraft(draft, transcripts);
  }
}
