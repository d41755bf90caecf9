import { z } from 'zod';
import type { LlmConfig } from '../../config.js';
import { AppError } from '../../errors.js';
import type { Logger } from '../../logger.js';
import { draftFromCitations, type CitedSpan } from './citations.js';
import type {
  AnswerDraft,
  AnswerGenerator,
  AnswerPassage,
  AnswerRequest,
  EmbeddingInput,
  EpisodeInfo,
  PassageReranker,
  RerankedPassages,
  TextEmbedder,
} from './generation.port.js';

/**
 * Cohere over its v2 HTTP API (snake_case on the wire): chat with the passages as
 * documents and citations on, rerank of the candidate passages, and embeddings. Every
 * call has a deadline; a timeout, network error, non-2xx answer or unexpected body
 * becomes an UPSTREAM_UNAVAILABLE error (the answer composer then falls back).
 */

/** What the client reads of the configuration; the decline threshold is the composer's (generation/index.ts). */
export type CohereConfig = Omit<Extract<LlmConfig, { provider: 'cohere' }>, 'provider' | 'minRelevance'>;

/** Texts per embed call (the API's limit is 96). */
const EMBED_BATCH = 96;

const ChatResponse = z.object({
  message: z.object({
    content: z.array(z.object({ type: z.string(), text: z.string().optional() })).nullish(),
    citations: z
      .array(
        z.object({
          start: z.number().int(),
          end: z.number().int(),
          text: z.string(),
          sources: z.array(z.object({ type: z.string(), id: z.string().nullish() })).nullish(),
        }),
      )
      .nullish(),
  }),
});

const RerankResponse = z.object({
  results: z.array(z.object({ index: z.number().int().nonnegative(), relevance_score: z.number() })),
});

const EmbedResponse = z.object({ embeddings: z.object({ float: z.array(z.array(z.number())) }) });

const upstream = (message: string, cause?: unknown) => new AppError('UPSTREAM_UNAVAILABLE', message, { cause });

/** The HTTP client; one instance per configuration. */
export class CohereClient {
  private readonly base: string;

  constructor(private readonly config: CohereConfig) {
    this.base = config.baseUrl.replace(/\/+$/, '');
  }

  /** When a call (or a sequence of calls) started now must be over, in epoch milliseconds. */
  deadline(): number {
    return Date.now() + this.config.timeoutMs;
  }

  private async post<S extends z.ZodType>(path: string, body: unknown, schema: S, deadline: number): Promise<z.infer<S>> {
    const ms = Math.max(1, deadline - Date.now());
    const controller = new AbortController();
    const timer = setTimeout(() => controller.abort(), ms);
    try {
      const response = await fetch(`${this.base}${path}`, {
        method: 'POST',
        headers: {
          authorization: `Bearer ${this.config.apiKey}`,
          'content-type': 'application/json',
          accept: 'application/json',
          'x-client-name': 'horizons-podcast-qa',
        },
        body: JSON.stringify(body),
        signal: controller.signal,
      });
      const text = await response.text();
      if (!response.ok) throw upstream(`Cohere ${path} answered ${response.status}: ${text.slice(0, 200)}`);
      let json: unknown;
      try {
        json = JSON.parse(text);
      } catch (error) {
        throw upstream(`Cohere ${path} answered with a body that is not JSON`, error);
      }
      const parsed = schema.safeParse(json);
      if (!parsed.success) throw upstream(`Cohere ${path} answered with an unexpected body`, parsed.error);
      return parsed.data;
    } catch (error) {
      if (controller.signal.aborted) throw upstream(`Cohere ${path} did not answer within ${ms} ms`, error);
      if (error instanceof AppError) throw error;
      throw upstream(`Cohere ${path} could not be reached`, error);
    } finally {
      clearTimeout(timer);
    }
  }

  /** Indices of `documents` with their relevance (0..1), most relevant first (at most `topN`). */
  async rerank(query: string, documents: string[], topN: number, deadline = this.deadline()): Promise<{ index: number; relevance: number }[]> {
    const body = { model: this.config.rerankModel, query, documents, top_n: topN };
    const data = await this.post('/v2/rerank', body, RerankResponse, deadline);
    return data.results
      .filter((r) => r.index < documents.length)
      .sort((a, b) => b.relevance_score - a.relevance_score)
      .map((r) => ({ index: r.index, relevance: r.relevance_score }));
  }

  /** Chat over `passages` as documents (each with its episode's title, when `episodes` has it), citations on. */
  async chat(
    system: string,
    question: string,
    passages: AnswerPassage[],
    episodes: ReadonlyMap<number, EpisodeInfo>,
    deadline = this.deadline(),
  ): Promise<{ text: string; citations: CitedSpan[] }> {
    const body = {
      model: this.config.chatModel,
      messages: [
        { role: 'system', content: system },
        { role: 'user', content: question },
      ],
      documents: passages.map((p) => {
        const title = episodes.get(p.episodeNumber)?.title;
        return { id: p.id, data: { text: p.text, episode: String(p.episodeNumber), ...(title ? { title } : {}), speaker: p.speaker, timestamp: p.timestamp } };
      }),
      citation_options: { mode: 'ACCURATE' },
      temperature: 0.2,
    };
    const data = await this.post('/v2/chat', body, ChatResponse, deadline);
    const text = (data.message.content ?? []).map((c) => (c.type === 'text' ? (c.text ?? '') : '')).join('');
    const citations = (data.message.citations ?? []).map((c) => ({
      start: c.start,
      end: c.end,
      text: c.text,
      documentIds: (c.sources ?? []).filter((s) => s.type === 'document' && s.id).map((s) => s.id!),
    }));
    return { text, citations };
  }

  async embed(texts: string[], inputType: EmbeddingInput): Promise<number[][]> {
    const vectors: number[][] = [];
    for (let i = 0; i < texts.length; i += EMBED_BATCH) {
      const batch = texts.slice(i, i + EMBED_BATCH);
      const body = { model: this.config.embedModel, texts: batch, input_type: inputType, embedding_types: ['float'] };
      const data = await this.post('/v2/embed', body, EmbedResponse, this.deadline());
      if (data.embeddings.float.length !== batch.length) throw upstream('Cohere /v2/embed returned a different number of embeddings than texts');
      vectors.push(...data.embeddings.float);
    }
    return vectors;
  }
}

export const SYSTEM_PROMPT = [
  'You answer questions about a podcast using only the transcript passages provided as documents.',
  'Write markdown in exactly this shape:',
  '1. One to three sentences that answer the question directly, with no heading before them, in the words of the most relevant',
  'passage, naming its speaker and episode number (for example "Hila Qu (episode 18): ...").',
  '2. A line "## Key Takeaways" followed by 2 to 4 bullet points ("- "). Each bullet is one complete sentence of 6 to 25 words',
  'that makes sense on its own: it starts with a capital letter and never with a word that points back to an earlier sentence',
  '(So, And, But, That, This, It, They, He, She, Yeah). Take the bullets from different passages where possible.',
  '3. A line "## What the episodes say" followed by one short paragraph per episode, most relevant episode first, saying who',
  'speaks in which episode and what they say, citing the passages.',
  'Do not write blockquotes or long quotations: the application adds the verbatim quotes of the passages you cite.',
  'Never comment on which words the guests use, and never put a single word or phrase in quotation marks as a label.',
  'Use only facts stated in the passages. If they do not answer the question, reply with one sentence saying so.',
].join('\n');

const oneLine = (text: string) => text.replace(/\s+/g, ' ').trim();

/**
 * A candidate as rerank reads it: the episode's title and the speaker before the words, one
 * field a line, as Cohere advises for documents with fields (YAML-like "Key: value"). A
 * guest's answer seldom names the company or the subject it is about ("we never hired a
 * sales team"); the episode's title does.
 */
export function rerankDocument(passage: AnswerPassage, episode: EpisodeInfo | undefined): string {
  const fields = [...(episode ? [`Episode: ${oneLine(episode.title)}`] : []), `Speaker: ${oneLine(passage.speaker)}`, `Content: ${oneLine(passage.text)}`];
  return fields.join('\n');
}

/**
 * Cohere's rerank of the first stage's candidates, each read with its episode's title and
 * speaker (rerankDocument). When rerank fails and time remains, retrieval's order stands and
 * no relevance is reported: rerank's fault is not evidence that the passages do not answer.
 */
export class CohereReranker implements PassageReranker {
  readonly name = 'cohere';

  constructor(
    private readonly client: CohereClient,
    private readonly log: Logger,
  ) {}

  async rerank(request: AnswerRequest, keep: number): Promise<RerankedPassages> {
    const candidates = request.passages;
    if (candidates.length === 0) return { passages: [], relevance: null };
    const deadline = request.deadline ?? this.client.deadline();
    try {
      const documents = candidates.map((p) => rerankDocument(p, request.episodes.get(p.episodeNumber)));
      const order = await this.client.rerank(request.question, documents, Math.min(keep, candidates.length), deadline);
      return { passages: order.map(({ index }) => candidates[index]!), relevance: order[0]?.relevance ?? null };
    } catch (error) {
      if (Date.now() >= deadline) throw error;
      this.log.warn({ err: error }, 'Cohere rerank failed; keeping the retrieval order');
      return { passages: candidates.slice(0, keep), relevance: null };
    }
  }
}

/**
 * Generation with Cohere's chat: the passages it is given (the reranker's best) as documents,
 * citations mapped to quotes. It declines (`AnswerDraft.declined`) when chat replies that the
 * passages do not answer, as its prompt asks.
 */
export class CohereAnswerGenerator implements AnswerGenerator {
  readonly name = 'cohere';

  constructor(private readonly client: CohereClient) {}

  async generate(request: AnswerRequest): Promise<AnswerDraft> {
    const deadline = request.deadline ?? this.client.deadline();
    const { text, citations } = await this.client.chat(SYSTEM_PROMPT, request.question, request.passages, request.episodes, deadline);
    return draftFromCitations(text, citations, request);
  }
}

/** Embeddings for Typesense hybrid search. */
export class CohereEmbedder implements TextEmbedder {
  readonly name = 'cohere';

  constructor(private readonly client: CohereClient) {}

  embed(texts: string[], inputType: EmbeddingInput): Promise<number[][]> {
    return this.client.embed(texts, inputType);
  }
}
