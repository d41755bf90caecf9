import { AppError } from '../../../errors.js';

/**
 * The parts of Typesense's HTTP API the search engine uses, over plain fetch with the
 * X-TYPESENSE-API-KEY header. Failures (timeout, network, non-2xx) are
 * UPSTREAM_UNAVAILABLE errors.
 */

export interface TypesenseField {
  name: string;
  type: string;
  facet?: boolean;
  optional?: boolean;
  num_dim?: number;
}

export interface TypesenseHit<D> {
  document: D;
  text_match?: number;
  vector_distance?: number;
  hybrid_search_info?: { rank_fusion_score?: number };
}

export interface TypesenseSearchResult<D> {
  found?: number;
  hits?: TypesenseHit<D>[];
}

export type SearchParams = Record<string, string | number | boolean>;

const TIMEOUT_MS = 10_000;

const upstream = (message: string, cause?: unknown) => new AppError('UPSTREAM_UNAVAILABLE', message, { cause });

export class TypesenseHttp {
  private readonly base: string;

  constructor(
    url: string,
    private readonly apiKey: string,
  ) {
    this.base = url.replace(/\/+$/, '');
  }

  /** Raw request; `allow404` makes a 404 answer null instead of an error. */
  private async request(method: string, path: string, body?: string, contentType = 'application/json', allow404 = false): Promise<string | null> {
    const controller = new AbortController();
    const timer = setTimeout(() => controller.abort(), TIMEOUT_MS);
    try {
      const response = await fetch(`${this.base}${path}`, {
        method,
        headers: { 'X-TYPESENSE-API-KEY': this.apiKey, ...(body === undefined ? {} : { 'content-type': contentType }) },
        body,
        signal: controller.signal,
      });
      const text = await response.text();
      if (response.status === 404 && allow404) return null;
      if (!response.ok) throw upstream(`Typesense ${method} ${path.split('?')[0]} answered ${response.status}: ${text.slice(0, 200)}`);
      return text;
    } catch (error) {
      if (error instanceof AppError) throw error;
      if (controller.signal.aborted) throw upstream(`Typesense did not answer within ${TIMEOUT_MS} ms`, error);
      throw upstream('Typesense could not be reached', error);
    } finally {
      clearTimeout(timer);
    }
  }

  private async json<T>(method: string, path: string, body?: unknown, allow404 = false): Promise<T | null> {
    const text = await this.request(method, path, body === undefined ? undefined : JSON.stringify(body), 'application/json', allow404);
    if (text === null) return null;
    try {
      return JSON.parse(text) as T;
    } catch (error) {
      throw upstream(`Typesense ${method} ${path.split('?')[0]} answered with a body that is not JSON`, error);
    }
  }

  /** Whether `name` is a collection, or an alias of one (Typesense resolves aliases here). */
  async collectionExists(name: string): Promise<boolean> {
    return (await this.json<unknown>('GET', `/collections/${name}`, undefined, true)) !== null;
  }

  async createCollection(name: string, fields: TypesenseField[]): Promise<void> {
    await this.json('POST', '/collections', { name, fields });
  }

  /** Drops the collection (through an alias: the collection it points to; the alias stays). */
  async dropCollection(name: string): Promise<void> {
    await this.json('DELETE', `/collections/${name}`, undefined, true);
  }

  /** The collection the alias points to; null when there is no such alias. */
  async aliasTarget(alias: string): Promise<string | null> {
    const found = await this.json<{ collection_name: string }>('GET', `/aliases/${alias}`, undefined, true);
    return found?.collection_name ?? null;
  }

  /** Points the alias at the collection, creating it or switching it in one step. */
  async setAlias(alias: string, collection: string): Promise<void> {
    await this.json('PUT', `/aliases/${alias}`, { collection_name: collection });
  }

  async dropAlias(alias: string): Promise<void> {
    await this.json('DELETE', `/aliases/${alias}`, undefined, true);
  }

  /** Upserts documents (JSONL import); throws when any document is refused. */
  async upsert(collection: string, documents: object[]): Promise<void> {
    if (documents.length === 0) return;
    const body = documents.map((d) => JSON.stringify(d)).join('\n');
    const text = await this.request('POST', `/collections/${collection}/documents/import?action=upsert`, body, 'text/plain');
    const failures = (text ?? '')
      .split('\n')
      .filter((line) => line.trim() !== '')
      .map((line) => JSON.parse(line) as { success: boolean; error?: string })
      .filter((r) => !r.success);
    if (failures.length > 0) throw upstream(`Typesense refused ${failures.length} document(s): ${failures[0]?.error ?? 'unknown error'}`);
  }

  /** Deletes the documents matching a filter; answers how many. */
  async deleteWhere(collection: string, filterBy: string): Promise<number> {
    const result = await this.json<{ num_deleted?: number }>(
      'DELETE',
      `/collections/${collection}/documents?filter_by=${encodeURIComponent(filterBy)}`,
      undefined,
      true,
    );
    return result?.num_deleted ?? 0;
  }

  async deleteDocument(collection: string, id: string): Promise<void> {
    await this.json('DELETE', `/collections/${collection}/documents/${encodeURIComponent(id)}`, undefined, true);
  }

  /** One search through /multi_search (its body carries long vector queries). */
  async search<D>(collection: string, params: SearchParams): Promise<TypesenseSearchResult<D>> {
    return (await this.searchMany<D>(collection, [params]))[0]!;
  }

  /** Several searches of one collection in one /multi_search request; their results in order. */
  async searchMany<D>(collection: string, searches: readonly SearchParams[]): Promise<TypesenseSearchResult<D>[]> {
    const result = await this.json<{ results?: (TypesenseSearchResult<D> & { error?: string; code?: number })[] }>('POST', '/multi_search', {
      searches: searches.map((params) => ({ collection, ...params })),
    });
    const results = result?.results ?? [];
    if (results.length !== searches.length) throw upstream('Typesense /multi_search answered without results');
    const failed = results.find((r) => r.error);
    if (failed) throw upstream(`Typesense search failed: ${failed.error}`);
    return results;
  }
}
