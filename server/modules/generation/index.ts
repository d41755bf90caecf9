import type { LlmConfig } from '../../config.js';
import type { Logger } from '../../logger.js';
import { CohereAnswerGenerator, CohereClient, CohereEmbedder } from './cohere.adapter.js';
import type { AnswerGenerator, TextEmbedder } from './generation.port.js';

export type { AnswerGenerator, TextEmbedder } from './generation.port.js';
export { ExtractiveAnswerGenerator } from './extractive.adapter.js';

/** The configured generator: Cohere when a key is set, else `extractive` (the offline default). */
export function createAnswerGenerator(config: LlmConfig, log: Logger, extractive: AnswerGenerator): AnswerGenerator {
  switch (config.provider) {
    case 'extractive':
      return extractive;
    case 'cohere':
      return new CohereAnswerGenerator(new CohereClient(config), log.child({ module: 'cohere' }), config.minRelevance);
  }
}

/** Embeddings come with a Cohere key; without one, search stays keyword-only. */
export function createTextEmbedder(config: LlmConfig): TextEmbedder | undefined {
  return config.provider === 'cohere' ? new CohereEmbedder(new CohereClient(config)) : undefined;
}
