import type { EntityManager } from '@mikro-orm/postgresql';
import type { SearchConfig } from '../../config.js';
import type { Logger } from '../../logger.js';
import type { TextEmbedder } from '../generation/generation.port.js';
import { PostgresSearchEngine } from './postgres/postgres.adapter.js';
import type { SearchEngine } from './search.port.js';
import { TypesenseSearchEngine } from './typesense/typesense.adapter.js';

export type { PassageHit, PassageSearchResult, SearchEngine, SearchEvidence } from './search.port.js';

/**
 * PostgreSQL (passages stored there, ranked in process: BM25, LSA, passage context) by default; Typesense when
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
