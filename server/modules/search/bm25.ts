import { VERSION_COLUMNS, type IndexVersion, type Tx } from './index-store.js';
import { anyLexemeTsQuery } from './lexemes.js';

/**
 * The keyword stage of passage search, in PostgreSQL: Okapi BM25 over the passages'
 * tsvectors (lexemes.ts). Candidates are the passages matching any query term (`@@`,
 * through the GIN index); term frequencies are the lexemes' position counts; document
 * frequencies are counted among the candidates (every passage holding a query term is
 * one); corpus size and average length add up the per-episode counts of
 * `search_episodes`, a few hundred rows at most.
 */

export interface Bm25Params {
  /** Term-frequency saturation. */
  k1: number;
  /** Length normalisation (0: none, 1: full). */
  b: number;
}

export const DEFAULT_BM25: Bm25Params = { k1: 1.2, b: 0.75 };

export interface KeywordScores {
  /** The index version these scores were computed at (same snapshot). */
  version: IndexVersion;
  /** Robertson–Spärck Jones IDF of every query term, kept positive (the Lucene form); a term no passage holds weighs most. */
  idf: ReadonlyMap<string, number>;
  /** BM25 score of each passage (by id) holding a query term. */
  scores: ReadonlyMap<number, number>;
}

interface Row extends IndexVersion {
  idf: Record<string, number> | null;
  /** Passage id → score. */
  scores: Record<string, number> | null;
}

/*
 * ts_filter(setweight(v, 'A', terms), '{a}') keeps only the query's lexemes of a passage
 * vector (stored lexemes carry no weight), so unnest yields a row per matched term
 * rather than one per term of the passage.
 */
const BM25_SQL = `
with query as (select jsonb_array_elements_text(?::jsonb) as term),
corpus as (
  select coalesce(sum(passage_count), 0)::float8 as n,
         coalesce(sum(term_count)::float8 / nullif(sum(passage_count), 0), 0) as average
    from search_episodes
),
matches as (
  select p.id, p.term_count, m.lexeme, cardinality(m.positions) as tf
    from passages p, unnest(ts_filter(setweight(p.search_vector, 'A', (select array_agg(term) from query)), '{a}')) m
   where p.search_vector @@ ?::tsquery
),
weights as (
  select q.term, ln(1 + (c.n - count(m.id) + 0.5) / (count(m.id) + 0.5)) as idf
    from query q cross join corpus c left join matches m on m.lexeme = q.term
   group by q.term, c.n
),
scored as (
  select m.id, sum(w.idf * m.tf * (?::float8 + 1) / (m.tf + ?::float8 * (1 - ?::float8 + ?::float8 * m.term_count / greatest(c.average, 1e-9)))) as score
    from matches m join weights w on w.term = m.lexeme cross join corpus c
   group by m.id
)
select ${VERSION_COLUMNS},
       (select json_object_agg(term, idf) from weights) as idf,
       (select json_object_agg(id, score) from scored) as scores`;

/** BM25 scores of the passages for distinct query terms, with the index version they belong to. */
export async function keywordScores(tx: Tx, terms: readonly string[], params: Bm25Params = DEFAULT_BM25): Promise<KeywordScores> {
  const { k1, b } = params;
  // The driver inlines parameters, expanding arrays into lists: the terms go as one JSON string.
  const [row] = await tx.connection.execute<Row[]>(BM25_SQL, [JSON.stringify(terms), anyLexemeTsQuery(terms) ?? '', k1, k1, b, b], 'all', tx.ctx);
  const { idf, scores, ...version } = row!;
  return {
    version,
    idf: new Map(Object.entries(idf ?? {})),
    scores: new Map(Object.entries(scores ?? {}).map(([id, score]) => [Number(id), score])),
  };
}
