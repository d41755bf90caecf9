import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A local stand-in for the part of Cohere's v2 API the app uses: /v2/chat (documents and
 * citations), /v2/rerank and /v2/embed, snake_case on the wire. It refuses requests
 * without the bearer key or with camelCase fields, and can be switched per endpoint to
 * fail (500), answer slowly, answer with a malformed body, or (chat) answer without citations
 * or decline as the system prompt asks when the passages do not answer (one uncited sentence).
 */

export type FakeMode = 'ok' | 'fail' | 'slow' | 'malformed' | 'uncited' | 'declines';
export type Endpoint = 'chat' | 'rerank' | 'embed';

export interface RecordedRequest {
  path: string;
  body: Record<string, unknown>;
}

export interface FakeCohere {
  url: string;
  apiKey: string;
  /** Mode of every endpoint without its own entry in `modes`. */
  mode: FakeMode;
  modes: Partial<Record<Endpoint, FakeMode>>;
  /** How long a 'slow' answer waits. */
  delayMs: number;
  /** Every chat answer opens with this sentence, its lead. */
  readonly marker: string;
  readonly dimensions: number;
  requests: RecordedRequest[];
  close(): Promise<void>;
}

interface ChatDocument {
  id: string;
  data: { text: string; episode?: string; speaker?: string };
}

const tokens = (text: string) => text.toLowerCase().match(/[a-z0-9]+/g) ?? [];

/** A deterministic bag-of-words vector (hashed into `dimensions` buckets, unit length). */
export function fakeEmbedding(text: string, dimensions: number): number[] {
  const v = new Array<number>(dimensions).fill(0);
  for (const t of tokens(text)) {
    let h = 7;
    for (const c of t) h = (h * 31 + c.charCodeAt(0)) % 1_000_003;
    v[h % dimensions]! += 1;
  }
  const norm = Math.hypot(...v) || 1;
  return v.map((x) => x / norm);
}

/** The sentence a 'declines' chat answers with. */
const FAKE_DECLINE = 'The provided passages do not say anything about this question.';

const chatReply = (text: string, citations: object[]) => ({
  id: 'fake-chat',
  finish_reason: 'COMPLETE',
  message: { role: 'assistant', content: [{ type: 'text', text }], citations },
  usage: { billed_units: { input_tokens: 10, output_tokens: 10 } },
});

function chatAnswer(documents: ChatDocument[], marker: string, cite: boolean) {
  const cited = documents.slice(0, 2);
  // The shape the system prompt asks for: a lead, Key Takeaways, then a paragraph per episode.
  let text = `${marker}\n\n## Key Takeaways\n\n- The first guest describes what worked for their team.\n- The second guest describes what they measured.\n\n## What the episodes say\n\n`;
  const citations: object[] = [];
  for (const doc of cited) {
    const sentence = (doc.data.text.match(/[^.!?]+[.!?]*/g) ?? [doc.data.text]).map((s) => s.trim()).find((s) => s.split(' ').length >= 6) ?? doc.data.text;
    const span = sentence.split(' ').slice(0, 8).join(' ');
    text += ` In episode ${doc.data.episode ?? '?'}, ${doc.data.speaker ?? 'a guest'} says that `;
    const start = text.length;
    text += span;
    citations.push({
      start,
      end: text.length,
      text: span,
      type: 'TEXT_CONTENT',
      sources: [{ type: 'document', id: doc.id, document: { id: doc.id, ...doc.data } }],
    });
    text += '.';
  }
  return chatReply(text, cite ? citations : []);
}

async function readBody(req: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

function send(res: ServerResponse, status: number, body: unknown) {
  if (res.destroyed) return;
  res.writeHead(status, { 'content-type': 'application/json' });
  res.end(typeof body === 'string' ? body : JSON.stringify(body));
}

const missing = (body: Record<string, unknown>, fields: string[]) => fields.filter((f) => body[f] === undefined);

export async function startFakeCohere(options: { apiKey?: string; dimensions?: number } = {}): Promise<FakeCohere> {
  const fake = {
    url: '',
    apiKey: options.apiKey ?? 'fake-cohere-key',
    mode: 'ok' as FakeMode,
    modes: {} as Partial<Record<Endpoint, FakeMode>>,
    delayMs: 2_000,
    marker: 'According to the fake Cohere model, the guests agree on this.',
    dimensions: options.dimensions ?? 16,
    requests: [] as RecordedRequest[],
    close: async () => {},
  };

  const handle = async (req: IncomingMessage, res: ServerResponse) => {
    const path = (req.url ?? '').split('?')[0]!;
    const endpoint = ({ '/v2/chat': 'chat', '/v2/rerank': 'rerank', '/v2/embed': 'embed' } as const)[path as '/v2/chat'];
    const raw = await readBody(req);
    if (!endpoint || req.method !== 'POST') return send(res, 404, { message: `no route ${req.method} ${path}` });
    if (req.headers.authorization !== `Bearer ${fake.apiKey}`) return send(res, 401, { message: 'invalid api token' });
    let body: Record<string, unknown>;
    try {
      body = JSON.parse(raw) as Record<string, unknown>;
    } catch {
      return send(res, 400, { message: 'invalid json' });
    }
    fake.requests.push({ path, body });
    const mode = fake.modes[endpoint] ?? fake.mode;
    if (mode === 'fail') return send(res, 500, { message: 'internal server error' });
    if (mode === 'malformed') return send(res, 200, '{"message": {"content": [');
    if (mode === 'slow') {
      // Waits, unless the client gives up first (then nothing is sent).
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, fake.delayMs);
        res.once('close', () => {
          clearTimeout(timer);
          resolve();
        });
      });
    }

    if (endpoint === 'chat') {
      const absent = missing(body, ['model', 'messages', 'documents']);
      if (absent.length > 0) return send(res, 400, { message: `missing ${absent.join(', ')}` });
      if (mode === 'declines') return send(res, 200, chatReply(FAKE_DECLINE, []));
      return send(res, 200, chatAnswer(body.documents as ChatDocument[], fake.marker, mode !== 'uncited'));
    }
    if (endpoint === 'rerank') {
      const absent = missing(body, ['model', 'query', 'documents', 'top_n']);
      if (absent.length > 0) return send(res, 400, { message: `missing ${absent.join(', ')}` });
      const query = new Set(tokens(String(body.query)));
      const results = (body.documents as string[])
        .map((d, index) => ({ index, relevance_score: tokens(d).filter((t) => query.has(t)).length / (tokens(d).length || 1) }))
        .sort((a, b) => b.relevance_score - a.relevance_score)
        .slice(0, Number(body.top_n));
      return send(res, 200, { id: 'fake-rerank', results, meta: { billed_units: { search_units: 1 } } });
    }
    const absent = missing(body, ['model', 'texts', 'input_type', 'embedding_types']);
    if (absent.length > 0) return send(res, 400, { message: `missing ${absent.join(', ')}` });
    const texts = body.texts as string[];
    return send(res, 200, { id: 'fake-embed', texts, embeddings: { float: texts.map((t) => fakeEmbedding(t, fake.dimensions)) }, meta: {} });
  };

  const server = createServer((req, res) => {
    handle(req, res).catch((error: unknown) => send(res, 500, { message: String(error) }));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  fake.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  fake.close = () =>
    new Promise<void>((resolve) => {
      server.closeAllConnections();
      server.close(() => resolve());
    });
  return fake;
}
