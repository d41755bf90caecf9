import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A local stand-in for the Typesense calls the app makes: collections (get, create,
 * drop), aliases (get, create or switch, drop), JSONL import with action=upsert, delete by
 * id and by filter_by, and search through /multi_search (keyword matching over query_by,
 * filter_by `field:=value` / `field:true` / `field:[a, b]`, vector_query with rank fusion).
 * Requests need the X-TYPESENSE-API-KEY header. `failing` makes every call answer 503.
 *
 * Aliases as Typesense has them: a collection name in a request may be an alias, resolved
 * to the collection it points to when the request arrives (a real collection of that name
 * first); dropping a collection through an alias drops the collection and leaves the alias;
 * an alias named like a collection is refused (500, "conflicts with an existing collection
 * name"), one may point to a collection that does not exist. Where Typesense would create a
 * collection named like an alias (which then hides the alias), this fake refuses (409), so
 * that tests catch it.
 */

type Doc = Record<string, unknown> & { id: string };

interface Field {
  name: string;
  type: string;
  optional?: boolean;
  num_dim?: number;
}

interface Collection {
  fields: Field[];
  docs: Map<string, Doc>;
}

export interface FakeTypesense {
  url: string;
  apiKey: string;
  failing: boolean;
  /** Document imports wait this long before their documents are written (a slow rebuild). */
  importDelayMs: number;
  /** Collection names (as requested) of the delayed imports under way. */
  importing: string[];
  collections: Map<string, Collection>;
  /** Alias name → collection name. */
  aliases: Map<string, string>;
  /** The collection a name or alias leads to. */
  collection(name: string): Collection | undefined;
  /** Bodies of /multi_search searches, for assertions. */
  searches: Record<string, unknown>[];
  close(): Promise<void>;
}

/** A request parameter or field as text ('' when absent or not a scalar). */
const text = (value: unknown, fallback = ''): string =>
  typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean' ? String(value) : fallback;

const words = (text: string) => text.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? [];

function matchesFilter(doc: Doc, filter: string | undefined): boolean {
  if (!filter) return true;
  return filter.split('&&').every((clause) => {
    const m = /^\s*(\w+):=?\s*(.+?)\s*$/.exec(clause);
    if (!m) return false;
    const unquote = (value: string) => value.trim().replace(/^`|`$/g, '');
    // `field:[a, b]`: is one of.
    const list = /^\[(.*)\]$/.exec(m[2]!);
    if (list) return list[1]!.split(',').map(unquote).includes(String(doc[m[1]!]));
    return String(doc[m[1]!]) === unquote(m[2]!);
  });
}

const cosineDistance = (a: number[], b: number[]) => {
  let dot = 0;
  for (let i = 0; i < a.length; i++) dot += a[i]! * (b[i] ?? 0);
  return 1 - dot / ((Math.hypot(...a) || 1) * (Math.hypot(...b) || 1));
};

function search(collection: Collection, params: Record<string, unknown>) {
  const queryBy = text(params.query_by).split(',');
  const weights = text(params.query_by_weights).split(',').map(Number);
  const q = text(params.q, '*');
  const terms = q === '*' ? [] : [...new Set(words(q))];
  const docs = [...collection.docs.values()].filter((d) => matchesFilter(d, params.filter_by as string | undefined));
  const keyword = new Map<string, number>();
  for (const doc of docs) {
    let score = 0;
    queryBy.forEach((field, i) => {
      const have = new Set(words(text(doc[field])));
      score += terms.filter((t) => have.has(t)).length * (weights[i] || 1);
    });
    if (q === '*' || score > 0) keyword.set(doc.id, q === '*' ? 1 : score);
  }
  const vectorQuery = /^(\w+):\(\[([^\]]*)\]\s*,\s*k:\s*(\d+)\)$/.exec(text(params.vector_query));
  const distances = new Map<string, number>();
  if (vectorQuery) {
    const vector = vectorQuery[2]!.split(',').map(Number);
    docs
      .filter((d) => Array.isArray(d[vectorQuery[1]!]))
      .map((d) => ({ id: d.id, distance: cosineDistance(vector, d[vectorQuery[1]!] as number[]) }))
      .sort((a, b) => a.distance - b.distance)
      .slice(0, Number(vectorQuery[3]))
      .forEach((d) => distances.set(d.id, d.distance));
  }
  const keywordRank = [...keyword.entries()].sort((a, b) => b[1] - a[1]).map(([id]) => id);
  const vectorRank = [...distances.entries()].sort((a, b) => a[1] - b[1]).map(([id]) => id);
  const ids = [...new Set([...keywordRank, ...vectorRank])];
  const fusion = (id: string) =>
    (keywordRank.includes(id) ? 0.7 / (1 + keywordRank.indexOf(id)) : 0) + (vectorRank.includes(id) ? 0.3 / (1 + vectorRank.indexOf(id)) : 0);
  const sortBy = text(params.sort_by);
  const tieField = /view_count:desc/.test(sortBy) ? 'view_count' : undefined;
  ids.sort((a, b) => fusion(b) - fusion(a) || (tieField ? Number(collection.docs.get(b)![tieField]) - Number(collection.docs.get(a)![tieField]) : 0));
  const perPage = Number(params.per_page ?? 10);
  const page = Number(params.page ?? 1);
  const include = params.include_fields ? text(params.include_fields).split(',') : undefined;
  const exclude = params.exclude_fields ? text(params.exclude_fields).split(',') : [];
  const hits = ids.slice((page - 1) * perPage, page * perPage).map((id) => {
    const doc = collection.docs.get(id)!;
    const document = Object.fromEntries(Object.entries(doc).filter(([k]) => (include ? include.includes(k) : !exclude.includes(k))));
    return {
      document,
      ...(keyword.has(id) ? { text_match: keyword.get(id)! * 1000 } : {}),
      ...(distances.has(id) ? { vector_distance: distances.get(id) } : {}),
      ...(vectorQuery && q !== '*' ? { hybrid_search_info: { rank_fusion_score: fusion(id) } } : {}),
    };
  });
  return { found: ids.length, page, hits };
}

function refusal(doc: Doc, fields: Field[]): string | undefined {
  for (const f of fields) {
    const value = doc[f.name];
    if (value === undefined) {
      if (!f.optional) return `Field \`${f.name}\` has been declared in the schema, but is not found in the document.`;
      continue;
    }
    if (f.type === 'float[]' && (!Array.isArray(value) || value.length !== f.num_dim)) return `Field \`${f.name}\` must have ${f.num_dim} dimensions.`;
    if (f.type === 'string' && typeof value !== 'string') return `Field \`${f.name}\` must be a string.`;
    if ((f.type === 'int32' || f.type === 'int64') && !Number.isInteger(value)) return `Field \`${f.name}\` must be an int.`;
    if (f.type === 'bool' && typeof value !== 'boolean') return `Field \`${f.name}\` must be a bool.`;
  }
  return undefined;
}

async function readBody(req: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

const delay = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export async function startFakeTypesense(apiKey = 'fake-typesense-key'): Promise<FakeTypesense> {
  const fake: FakeTypesense = {
    url: '',
    apiKey,
    failing: false,
    importDelayMs: 0,
    importing: [],
    collections: new Map(),
    aliases: new Map(),
    collection: (name) => fake.collections.get(resolve(name)),
    searches: [],
    close: async () => {},
  };
  /** The collection name a requested name stands for. */
  const resolve = (name: string) => (fake.collections.has(name) ? name : (fake.aliases.get(name) ?? name));

  const route = (method: string, path: string, query: URLSearchParams, body: string): [number, unknown] | Promise<[number, unknown]> => {
    let m: RegExpExecArray | null;
    if (method === 'POST' && path === '/collections') {
      const schema = JSON.parse(body) as { name: string; fields: Field[] };
      if (fake.collections.has(schema.name)) return [409, { message: `A collection with name \`${schema.name}\` already exists.` }];
      if (fake.aliases.has(schema.name)) return [409, { message: `An alias named \`${schema.name}\` exists (see the header comment).` }];
      fake.collections.set(schema.name, { fields: schema.fields, docs: new Map() });
      return [201, { ...schema, num_documents: 0 }];
    }
    if ((m = /^\/aliases\/([^/]+)$/.exec(path))) {
      const alias = m[1]!;
      if (method === 'PUT') {
        const collectionName = (JSON.parse(body) as { collection_name?: unknown }).collection_name;
        if (typeof collectionName !== 'string') return [400, { message: 'Parameter `collection_name` is required.' }];
        if (fake.collections.has(alias)) return [500, { message: `Name \`${alias}\` conflicts with an existing collection name.` }];
        fake.aliases.set(alias, collectionName);
        return [200, { name: alias, collection_name: collectionName }];
      }
      const collectionName = fake.aliases.get(alias);
      if (collectionName === undefined) return [404, { message: 'Not Found' }];
      if (method === 'DELETE') fake.aliases.delete(alias);
      return [200, { name: alias, collection_name: collectionName }];
    }
    if (method === 'POST' && path === '/multi_search') {
      const { searches } = JSON.parse(body) as { searches: Record<string, unknown>[] };
      return [
        200,
        {
          results: searches.map((s) => {
            fake.searches.push(s);
            const collection = fake.collection(String(s.collection));
            return collection ? search(collection, s) : { code: 404, error: `Collection \`${String(s.collection)}\` not found.` };
          }),
        },
      ];
    }
    if ((m = /^\/collections\/([^/]+)$/.exec(path))) {
      const name = resolve(m[1]!);
      const collection = fake.collections.get(name);
      if (!collection) return [404, { message: 'Not Found' }];
      if (method === 'DELETE') fake.collections.delete(name);
      return [200, { name, fields: collection.fields, num_documents: collection.docs.size }];
    }
    if ((m = /^\/collections\/([^/]+)\/documents(?:\/(import|[^/]+))?$/.exec(path))) {
      const requested = m[1]!;
      const collection = fake.collection(requested);
      if (!collection) return [404, { message: 'Not Found' }];
      if (method === 'POST' && m[2] === 'import') {
        if (query.get('action') !== 'upsert') return [400, { message: 'this fake only imports with action=upsert' }];
        const write = (): [number, unknown] => {
          const lines = body
            .split('\n')
            .filter((l) => l.trim() !== '')
            .map((line) => {
              const doc = JSON.parse(line) as Doc;
              const problem = refusal(doc, collection.fields);
              if (problem) return JSON.stringify({ success: false, error: problem, document: line });
              collection.docs.set(String(doc.id), doc);
              return JSON.stringify({ success: true });
            });
          return [200, lines.join('\n')];
        };
        if (fake.importDelayMs <= 0) return write();
        // The collection was resolved on arrival: if it is dropped meanwhile, the documents go with it.
        fake.importing.push(requested);
        return delay(fake.importDelayMs)
          .then(write)
          .finally(() => fake.importing.splice(fake.importing.indexOf(requested), 1));
      }
      if (method === 'DELETE' && m[2] === undefined) {
        const filter = query.get('filter_by');
        if (!filter) return [400, { message: 'filter_by is required' }];
        const doomed = [...collection.docs.values()].filter((d) => matchesFilter(d, filter));
        doomed.forEach((d) => collection.docs.delete(d.id));
        return [200, { num_deleted: doomed.length }];
      }
      if (method === 'DELETE' && m[2]) {
        const doc = collection.docs.get(decodeURIComponent(m[2]));
        if (!doc) return [404, { message: 'Could not find a document with that id.' }];
        collection.docs.delete(doc.id);
        return [200, doc];
      }
    }
    return [404, { message: `no route ${method} ${path}` }];
  };

  const server = createServer((req, res: ServerResponse) => {
    void readBody(req).then(async (body) => {
      const url = new URL(req.url ?? '/', 'http://fake');
      let status: number;
      let payload: unknown;
      if (fake.failing) [status, payload] = [503, { message: 'Not Ready or Lagging' }];
      else if (req.headers['x-typesense-api-key'] !== fake.apiKey)
        [status, payload] = [401, { message: 'Forbidden - a valid `x-typesense-api-key` header must be sent.' }];
      else [status, payload] = await route(req.method ?? 'GET', url.pathname, url.searchParams, body);
      res.writeHead(status, { 'content-type': typeof payload === 'string' ? 'text/plain' : 'application/json' });
      res.end(typeof payload === 'string' ? payload : JSON.stringify(payload));
    });
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
