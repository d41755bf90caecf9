import { describe, expect, it } from 'vitest';
import { createLogger } from '../../logger.js';
import type { AnswerGenerator } from '../generation/generation.port.js';
import { AnswerComposer, EXTRACTIVE_PASSAGES, RERANK_CANDIDATES } from './answer-composer.js';

const generator = (name: string): AnswerGenerator => ({ name, generate: () => Promise.resolve({ lead: null, takeaways: [], blocks: [], quotes: [] }) });
const log = createLogger('silent');

describe('AnswerComposer.passagesWanted', () => {
  it('asks the first stage for at least 50 candidates when another generator (Cohere) reranks them', () => {
    const extractive = generator('extractive');
    expect(new AnswerComposer(generator('cohere'), extractive, log).passagesWanted).toBe(RERANK_CANDIDATES);
    expect(RERANK_CANDIDATES).toBeGreaterThanOrEqual(50);
  });

  it('asks for fewer passages on the extractive path', () => {
    const extractive = generator('extractive');
    expect(new AnswerComposer(extractive, extractive, log).passagesWanted).toBe(EXTRACTIVE_PASSAGES);
    expect(EXTRACTIVE_PASSAGES).toBeLessThan(RERANK_CANDIDATES);
  });
});
