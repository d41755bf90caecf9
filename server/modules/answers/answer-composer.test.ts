import { describe, expect, it } from 'vitest';
import { fixtureRequest, fixtureTranscripts } from '../../../tests/support/answer-fixtures.js';
import { createLogger } from '../../logger.js';
import { ExtractiveAnswerGenerator } from '../generation/extractive.adapter.js';
import type { AnswerGenerator, AnswerRequest, Generation, PassageReranker } from '../generation/generation.port.js';
import { AnswerComposer, CHAT_DOCUMENTS, EXTRACTIVE_PASSAGES, RERANK_CANDIDATES } from './answer-composer.js';

const log = createLogger('silent');
const extractive = new ExtractiveAnswerGenerator();
const transcripts = fixtureTranscripts();
const request = fixtureRequest('How do onboarding checklists affect activation and retention?', transcripts);
const context = { request, transcripts: () => Promise.resolve(transcripts) };

/** A model generator that records what it is given and quotes the first passage it gets. */
function recordingGenerator() {
  const seen: AnswerRequest[] = [];
  const generator: AnswerGenerator = {
    name: 'model',
    generate: (r) => {
      seen.push(r);
      const p = r.passages[0]!;
      return Promise.resolve({ lead: null, takeaways: [], blocks: [{ kind: 'quote', quote: 0 }], quotes: [{ episode: p.episodeNumber, text: p.text }] });
    },
  };
  return { generator, seen };
}

/** A reranker that reverses the candidates and reports `relevance`. */
const reversing = (relevance: number | null): PassageReranker => ({
  name: 'reversing',
  rerank: (r, keep) => Promise.resolve({ passages: [...r.passages].reverse().slice(0, keep), relevance }),
});

describe('AnswerComposer.passagesWanted', () => {
  it('asks the first stage for at least 50 candidates when another generator (Cohere) reranks them', () => {
    const generation: Generation = { generator: recordingGenerator().generator, reranker: reversing(0.5), minRelevance: null };
    expect(new AnswerComposer(generation, extractive, log).passagesWanted).toBe(RERANK_CANDIDATES);
    expect(RERANK_CANDIDATES).toBeGreaterThanOrEqual(50);
  });

  it('asks for fewer passages on the extractive path', () => {
    expect(new AnswerComposer({ generator: extractive, minRelevance: null }, extractive, log).passagesWanted).toBe(EXTRACTIVE_PASSAGES);
    expect(EXTRACTIVE_PASSAGES).toBeLessThan(RERANK_CANDIDATES);
  });
});

describe('AnswerComposer with a reranker', () => {
  it('hands the generator the reranked best, within one deadline for both', async () => {
    const { generator, seen } = recordingGenerator();
    const before = Date.now();
    const grounded = await new AnswerComposer({ generator, reranker: reversing(0.5), minRelevance: 0.5, budgetMs: 5_000 }, extractive, log).compose(context);
    expect(grounded?.quotes).toHaveLength(1);
    const expected = [...request.passages].reverse().slice(0, CHAT_DOCUMENTS);
    expect(seen[0]?.passages).toEqual(expected);
    expect(seen[0]?.deadline).toBeGreaterThanOrEqual(before + 5_000);
    expect(seen[0]?.deadline).toBeLessThanOrEqual(Date.now() + 5_000);
  });

  it('declines without running the generator when the best passage is below the minimum relevance', async () => {
    const { generator, seen } = recordingGenerator();
    expect(await new AnswerComposer({ generator, reranker: reversing(0.3), minRelevance: 0.5 }, extractive, log).compose(context)).toBeNull();
    expect(seen).toEqual([]);
  });

  it('answers when rerank could not score the passages, whatever the minimum', async () => {
    const { generator, seen } = recordingGenerator();
    expect(await new AnswerComposer({ generator, reranker: reversing(null), minRelevance: 0.9 }, extractive, log).compose(context)).not.toBeNull();
    expect(seen).toHaveLength(1);
  });

  it("gives a model generator with no reranker the first stage's best", async () => {
    const { generator, seen } = recordingGenerator();
    await new AnswerComposer({ generator, minRelevance: null }, extractive, log).compose(context);
    expect(seen[0]?.passages).toEqual(request.passages.slice(0, CHAT_DOCUMENTS));
    expect(seen[0]?.deadline).toBeUndefined();
  });
});
