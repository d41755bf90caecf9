import type { PassageHit } from '../search.port.js';
import { contentWords, distinctTerms, termOf } from '../text/terms.js';
import type { SearchParams } from './typesense-http.adapter.js';

/** How a question becomes Typesense's search parameters, and what its hits say as evidence. */

/** Typesense's largest page. */
export const MAX_PER_PAGE = 250;
/** Passages read per hit wanted: a long speaker turn is several passages, and each turn is listed once. */
export const PASSAGES_PER_HIT = 3;
/** Hits whose words make up the evidence (`term-coverage`). */
const COVERAGE_HITS = 3;

/** The question's content words, for the keyword side of the search; `leaveOut`: index terms whose words are left out. */
export const keywordQuery = (question: string, leaveOut: ReadonlySet<string> = new Set()) =>
  contentWords(question)
    .filter((w) => !leaveOut.has(termOf(w) ?? ''))
    .join(' ');

/** A passage search's parameters: `read` hits, hybrid when the question has a vector, within `filter`. */
export function passageSearch(q: string, read: number, vector: number[] | undefined, filter?: string): SearchParams {
  const params: SearchParams = { q, query_by: 'text', per_page: read, drop_tokens_threshold: read, prefix: false, exclude_fields: 'embedding' };
  if (filter) params.filter_by = filter;
  if (vector) params.vector_query = `embedding:([${vector.join(',')}], k:${read * 2})`;
  return params;
}

/** Page `page` (from 1) of published prompts matching the query, question words counting twice, then the most viewed and newest. */
export function promptSearch(query: string, page: number): SearchParams {
  return {
    q: query,
    query_by: 'text,response',
    query_by_weights: '2,1',
    filter_by: 'is_published:true',
    sort_by: '_text_match:desc,view_count:desc,created_at:desc',
    per_page: MAX_PER_PAGE,
    page,
    include_fields: 'id',
  };
}

/** Share of the question's index terms found in the best hits, their speakers' names included (a question may name the guest). */
export function coverage(question: string, hits: PassageHit[]): number {
  const wanted = distinctTerms(question);
  if (wanted.length === 0 || hits.length === 0) return 0;
  const present = new Set(hits.slice(0, COVERAGE_HITS).flatMap((h) => distinctTerms(`${h.speaker} ${h.text}`)));
  return wanted.filter((s) => present.has(s)).length / wanted.length;
}
