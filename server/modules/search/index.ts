import type { EntityManager } from '@mikro-orm/postgresql';
import type { SearchConfig } from '../../config.js';
import type { Logger } from '../../logger.js';
import type { TextEmbedder } from '../llm/llm.port.js';
import { PostgresSearchEngine } from './postgres.adapter.js';
import type { SearchEngine } from './search.port.js';
import { TypesenseSearchEngine } from './typesense.adapter.js';

export type { PassageHit, PassageSearchResult, SearchEngine } from './search.port.js';
export { isSupported } from './coverage.js';

/**
 * PostgreSQL (BM25 by full-text search over GIN-indexed tsvectors, LSA in process) by default; Typesense when
 * configured (hybrid with vectors when embeddings are configured and an embedder is given).
 */
export function createSearchEngine(config: SearchConfig, em: EntityManager, log: Logger, embedder?: TextEmbedder): SearchEngine {
  const searchLog = log.child({ module: 'search' });
  switch (config.provider) {
    case 'postgres':
      return new PostgresSearchEngine(em, searchLog);
    case 'typesense':
      return new TypesenseSearchEngine(config, em, searchLog, config.embeddings ? embedder : undefined);
  }
}
