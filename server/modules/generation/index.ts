import type { LlmConfig } from '../../config.js';
import type { Logger } from '../../logger.js';
import { CohereAnswerGenerator, CohereClient, CohereEmbedder, CohereReranker } from './cohere.adapter.js';
import type { AnswerGenerator, Generation, TextEmbedder } from './generation.port.js';

export type { AnswerGenerator, Generation, TextEmbedder } from './generation.port.js';
export { ExtractiveAnswerGenerator } from './extractive.adapter.js';

/** The configured generation: Cohere's rerank and chat when a key is set, else `extractive` (the offline default). */
export function createGeneration(config: LlmConfig, log: Logger, extractive: AnswerGenerator): Generation {
  switch (config.provider) {
    case 'extractive':
      return { generator: extractive, minRelevance: null };
    case 'cohere': {
      const client = new CohereClient(config);
      return {
        generator: new CohereAnswerGenerator(client),
        reranker: new CohereReranker(client, log.child({ module: 'cohere' })),
        minRelevance: config.minRelevance,
        budgetMs: config.timeoutMs,
      };
    }
  }
}

/** Embeddings come with a Cohere key; without one, search stays keyword-only. */
export function createTextEmbedder(config: LlmConfig): TextEmbedder | undefined {
  return config.provider === 'cohere' ? new CohereEmbedder(new CohereClient(config)) : undefined;
}
