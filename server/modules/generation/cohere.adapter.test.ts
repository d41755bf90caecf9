import { Writable } from 'node:stream';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { checkAnswerReadability } from '../../../common/answer-readability.js';
import { startFakeCohere, type FakeCohere } from '../../../tests/support/fake-cohere.js';
import { fixtureRequest, fixtureTranscripts } from '../../../tests/support/answer-fixtures.js';
import { AppError } from '../../errors.js';
import { createLogger, type Logger } from '../../logger.js';
import { AnswerComposer, CHAT_DOCUMENTS } from '../answers/answer-composer.js';
import { groundDraft } from '../answers/grounding.js';
import { CohereAnswerGenerator, CohereClient, CohereEmbedder, CohereReranker, rerankDocument, type CohereConfig } from './cohere.adapter.js';
import { ExtractiveAnswerGenerator } from './extractive.adapter.js';
import type { Generation } from './generation.port.js';
import { createGeneration } from './index.js';

const transcripts = fixtureTranscripts();
const question = 'How do onboarding checklists affect activation and retention?';
const request = fixtureRequest(question, transcripts);
const context = { request, transcripts: () => Promise.resolve(transcripts) };

/** Generous by default: only the 'slow' cases rely on the timeout. */
const config = (fake: FakeCohere, timeoutMs = 10_000): CohereConfig => ({
  apiKey: fake.apiKey,
  baseUrl: `${fake.url}/`,
  chatModel: 'command-test',
  rerankModel: 'rerank-test',
  embedModel: 'embed-test',
  timeoutMs,
});

/** Cohere's generation as the app configures it, against the fake. */
const cohere = (fake: FakeCohere, log: Logger, { timeoutMs = 10_000, minRelevance = null as number | null } = {}): Generation =>
  createGeneration({ provider: 'cohere', ...config(fake, timeoutMs), minRelevance }, log, new ExtractiveAnswerGenerator());

/** A logger whose lines are kept for assertions. */
function capturingLogger(level = 'warn') {
  const lines: { level: number; msg: string }[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      lines.push(JSON.parse(chunk.toString()) as { level: number; msg: string });
      done();
    },
  });
  return { log: createLogger(level, stream), lines };
}

let fake: FakeCohere;
beforeAll(async () => {
  fake = await startFakeCohere();
});
afterAll(() => fake.close());
beforeEach(() => {
  fake.mode = 'ok';
  fake.modes = {};
  fake.requests = [];
});

describe('Cohere rerank and chat (against a local fake of the v2 API)', () => {
  const extractive = new ExtractiveAnswerGenerator();

  it('reranks, chats with the reranked passages as documents and maps citations to verified quotes', async () => {
    const { log } = capturingLogger();
    const grounded = await new AnswerComposer(cohere(fake, log), extractive, log).compose(context);
    expect(grounded?.quotes.length).toBe(2);
    // The lead the model wrote before its Key Takeaways opens the answer.
    expect(grounded?.markdown.startsWith(`${fake.marker}\n\n## Key Takeaways\n\n`)).toBe(true);
    expect(checkAnswerReadability(grounded!.markdown)).toEqual([]);

    const [rerank, chat] = fake.requests;
    expect(rerank?.path).toBe('/v2/rerank');
    expect(rerank?.body).toMatchObject({ model: 'rerank-test', query: question, top_n: Math.min(CHAT_DOCUMENTS, request.passages.length) });
    expect(chat?.path).toBe('/v2/chat');
    expect(chat?.body).toMatchObject({ model: 'command-test', citation_options: { mode: 'ACCURATE' } });
    // Rerank reads each candidate with its episode's title and its speaker.
    const reranked = request.passages.map((p) => rerankDocument(p, request.episodes.get(p.episodeNumber)));
    expect(rerank?.body.documents).toEqual(reranked);
    const documents = chat!.body.documents as { id: string; data: { text: string; title?: string } }[];
    // The fake ranks by word overlap: the chat documents follow its order, not retrieval's.
    const ranked = [...request.passages].sort(
      (a, b) =>
        overlap(reranked[request.passages.indexOf(b)]!) - overlap(reranked[request.passages.indexOf(a)]!) ||
        request.passages.indexOf(a) - request.passages.indexOf(b),
    );
    expect(documents[0]?.data.text).toBe(ranked[0]?.text);
    expect(documents[0]?.data.title).toBe(request.episodes.get(ranked[0]!.episodeNumber)?.title);
  });

  it('gives rerank the episode title and the speaker before the words, one field a line', () => {
    const passage = { ...request.passages[0]!, speaker: 'Ada Vale', text: 'We never hired\na sales team.' };
    expect(rerankDocument(passage, { number: 1, title: 'How a design tool sold itself', guest: 'Ada Vale' })).toBe(
      'Episode: How a design tool sold itself\nSpeaker: Ada Vale\nContent: We never hired a sales team.',
    );
    expect(rerankDocument(passage, undefined)).toBe('Speaker: Ada Vale\nContent: We never hired a sales team.');
  });

  it('reranks every candidate it is given and chats with the best eight, asking for the answer shape', async () => {
    // Made-up passages: as many candidates as the first stage hands a reranking generator, many more than chat takes.
    const many = {
      ...request,
      passages: Array.from({ length: 50 }, (_, i) => ({
        ...request.passages[i % request.passages.length]!,
        id: `p${i + 1}`,
        text: i === 37 ? 'Onboarding checklists lift activation and retention.' : `Unrelated passage number ${i} about hiring and office space.`,
      })),
    };
    const { log } = capturingLogger();
    await new AnswerComposer(cohere(fake, log), extractive, log).compose({ ...context, request: many });
    const [rerank, chat] = fake.requests;
    expect((rerank!.body.documents as string[]).length).toBe(50);
    expect(rerank!.body.top_n).toBe(CHAT_DOCUMENTS);
    const documents = chat!.body.documents as { id: string }[];
    expect(documents).toHaveLength(CHAT_DOCUMENTS);
    // The fake reranks by word overlap: the one passage on the question comes first.
    expect(documents[0]!.id).toBe('p38');
    const system = (chat!.body.messages as { role: string; content: string }[]).find((m) => m.role === 'system')!.content;
    expect(system).toContain('## Key Takeaways');
    expect(system).toMatch(/One to three sentences that answer the question directly/);
    expect(system).toMatch(/2 to 4 bullet points/);
    expect(system).toMatch(/So, And, But, That, This, It, They, He, She, Yeah/);
    expect(system).toMatch(/never put a single word or phrase in quotation marks/);
  });

  it('declines before chat when rerank scores the best passage below COHERE_MIN_RELEVANCE, and logs that relevance', async () => {
    const { log, lines } = capturingLogger('info');
    // The fake scores a passage by its share of the question's words: never all of them here.
    expect(await new AnswerComposer(cohere(fake, log, { minRelevance: 1 }), extractive, log).compose(context)).toBeNull();
    expect(fake.requests.map((r) => r.path)).toEqual(['/v2/rerank']);
    const logged = lines.find((l) => l.msg.includes('relevance of the best passage')) as { relevance?: number } | undefined;
    const relevance = logged?.relevance ?? Number.NaN;
    expect(relevance).toBeGreaterThan(0);
    expect(relevance).toBeLessThan(1);
    expect(lines.filter((l) => l.level >= 40)).toEqual([]);

    // At the best passage's relevance exactly, chat answers.
    fake.requests = [];
    const answered = await new AnswerComposer(cohere(fake, log, { minRelevance: relevance }), extractive, log).compose(context);
    expect(answered?.markdown).toContain(fake.marker);
    expect(fake.requests.map((r) => r.path)).toEqual(['/v2/rerank', '/v2/chat']);
  });

  it('keeps the retrieval order, and answers whatever COHERE_MIN_RELEVANCE says, when only rerank fails', async () => {
    fake.modes = { rerank: 'fail' };
    const { log, lines } = capturingLogger();
    const reranked = await new CohereReranker(new CohereClient(config(fake)), log).rerank(request, CHAT_DOCUMENTS);
    expect(reranked).toEqual({ passages: request.passages.slice(0, CHAT_DOCUMENTS), relevance: null });
    expect(lines.some((l) => l.msg.includes('rerank failed'))).toBe(true);
    const grounded = await new AnswerComposer(cohere(fake, log, { minRelevance: 1 }), extractive, log).compose(context);
    expect(grounded?.markdown).toContain(fake.marker);
  });

  it.each([
    ['fail', /answered 500/],
    ['malformed', /not JSON/],
  ] as const)('turns a %s answer into an UPSTREAM_UNAVAILABLE error', async (mode, message) => {
    fake.mode = mode;
    const generate = new CohereAnswerGenerator(new CohereClient(config(fake))).generate(request);
    await expect(generate).rejects.toSatisfy((e: unknown) => e instanceof AppError && e.code === 'UPSTREAM_UNAVAILABLE' && message.test(e.message));
  });

  it('gives up at the request deadline when Cohere is slow', async () => {
    fake.mode = 'slow';
    fake.delayMs = 20_000;
    const started = Date.now();
    const generate = new CohereAnswerGenerator(new CohereClient(config(fake))).generate({ ...request, deadline: Date.now() + 300 });
    await expect(generate).rejects.toSatisfy(
      (e: unknown) => e instanceof AppError && e.code === 'UPSTREAM_UNAVAILABLE' && /did not answer within/.test(e.message),
    );
    expect(Date.now() - started).toBeLessThan(10_000);
  });

  it('gives rerank and chat one time budget together', async () => {
    // Each call takes 1 s against a 1.5 s budget: rerank fits, and chat must stop at what is left
    // (with a budget per call, it would stop at 2.5 s).
    fake.mode = 'slow';
    fake.delayMs = 1_000;
    const { log, lines } = capturingLogger();
    const started = Date.now();
    const grounded = await new AnswerComposer(cohere(fake, log, { timeoutMs: 1_500 }), extractive, log).compose(context);
    expect(Date.now() - started).toBeLessThan(2_400);
    expect(fake.requests.map((r) => r.path)).toEqual(['/v2/rerank', '/v2/chat']);
    expect(grounded?.markdown).not.toContain(fake.marker);
    expect(lines.some((l) => l.msg.includes('using the extractive answer'))).toBe(true);
  });

  it('refuses a wrong key as an upstream error', async () => {
    const client = new CohereClient({ ...config(fake), apiKey: 'wrong' });
    await expect(client.embed(['x'], 'search_query')).rejects.toThrow(/answered 401/);
  });
});

describe('falling back to the extractive answer', () => {
  const extractive = new ExtractiveAnswerGenerator();

  it.each(['fail', 'slow', 'malformed', 'uncited'] as const)('uses the extractive answer and logs a warning when chat is %s', async (mode) => {
    fake.modes = { chat: mode };
    fake.delayMs = 20_000;
    const { log, lines } = capturingLogger();
    const composer = new AnswerComposer(cohere(fake, log, { timeoutMs: mode === 'slow' ? 300 : 10_000 }), extractive, log);
    const grounded = await composer.compose(context);
    const expected = groundDraft(await extractive.generate(request), transcripts);
    expect(grounded).toEqual(expected);
    expect(grounded?.markdown).not.toContain(fake.marker);
    expect(lines.filter((l) => l.level === 40).some((l) => l.msg.includes('using the extractive answer'))).toBe(true);
  });

  it('declines, without the extractive answer, when chat replies that the passages do not answer', async () => {
    fake.modes = { chat: 'declines' };
    const { log, lines } = capturingLogger();
    const generator = new CohereAnswerGenerator(new CohereClient(config(fake)));
    expect(await generator.generate(request)).toEqual({ lead: null, takeaways: [], blocks: [], quotes: [], declined: true });
    expect(await new AnswerComposer(cohere(fake, log), extractive, log).compose(context)).toBeNull();
    // A decline is the model's judgement, not a fault: no warning.
    expect(lines.filter((l) => l.level >= 40)).toEqual([]);
  });

  it('uses the Cohere answer when it verifies', async () => {
    const { log, lines } = capturingLogger();
    const composer = new AnswerComposer(cohere(fake, log), extractive, log);
    expect((await composer.compose(context))?.markdown).toContain(fake.marker);
    expect(lines).toEqual([]);
  });
});

describe('Cohere embeddings', () => {
  it('embeds in batches of at most 96 texts with input_type and embedding_types', async () => {
    const texts = Array.from({ length: 100 }, (_, i) => `passage number ${i}`);
    const vectors = await new CohereEmbedder(new CohereClient(config(fake))).embed(texts, 'search_document');
    expect(vectors).toHaveLength(100);
    expect(vectors[0]).toHaveLength(fake.dimensions);
    expect(fake.requests.map((r) => (r.body.texts as string[]).length)).toEqual([96, 4]);
    expect(fake.requests[0]?.body).toMatchObject({ model: 'embed-test', input_type: 'search_document', embedding_types: ['float'] });
  });
});

const overlap = (text: string) => {
  const q = new Set(question.toLowerCase().match(/[a-z0-9]+/g));
  const words = text.toLowerCase().match(/[a-z0-9]+/g) ?? [];
  return words.filter((w) => q.has(w)).length / (words.length || 1);
};
