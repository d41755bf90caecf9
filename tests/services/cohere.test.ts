import { describe, expect, it } from 'vitest';
import { createLogger } from '../../server/logger.js';
import { groundDraft } from '../../server/modules/answers/grounding.js';
import { CohereAnswerGenerator, CohereClient, CohereReranker, type CohereConfig } from '../../server/modules/generation/cohere.adapter.js';
import { fixtureRequest, fixtureTranscripts } from '../support/answer-fixtures.js';
import { requireEnv } from './require-env.js';

/** The Cohere adapter against the real service (`npm run test:services` with COHERE_API_KEY set). */
describe('Cohere (the real service)', () => {
  const real: CohereConfig = {
    apiKey: requireEnv('COHERE_API_KEY'),
    baseUrl: process.env.COHERE_BASE_URL ?? 'https://api.cohere.com',
    chatModel: process.env.COHERE_CHAT_MODEL ?? 'command-a-03-2025',
    rerankModel: process.env.COHERE_RERANK_MODEL ?? 'rerank-v3.5',
    embedModel: process.env.COHERE_EMBED_MODEL ?? 'embed-english-v3.0',
    timeoutMs: 30_000,
  };

  it('embeds, reranks and answers with citations that map to verified quotes', async () => {
    const transcripts = fixtureTranscripts();
    const request = fixtureRequest('How do onboarding checklists affect activation and retention?', transcripts);
    const client = new CohereClient(real);
    const [vector] = await client.embed(['onboarding checklists'], 'search_query');
    expect(vector?.length).toBeGreaterThan(100);
    const reranked = await new CohereReranker(client, createLogger('warn')).rerank(request, 8);
    expect(reranked.relevance).toBeGreaterThan(0);
    const draft = await new CohereAnswerGenerator(client).generate({ ...request, passages: reranked.passages });
    expect(groundDraft(draft, transcripts).quotes.length).toBeGreaterThan(0);
  }, 60_000);

  it('declines a question the passages do not answer, as its prompt asks', async () => {
    const transcripts = fixtureTranscripts();
    // The passages on onboarding, asked about something else.
    const request = {
      ...fixtureRequest('How do onboarding checklists affect activation and retention?', transcripts),
      question: 'How do I jump-start a car with a dead battery?',
    };
    const draft = await new CohereAnswerGenerator(new CohereClient(real)).generate(request);
    expect(draft.declined).toBe(true);
  }, 60_000);
});
