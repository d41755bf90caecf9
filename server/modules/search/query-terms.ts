/** Lower-case word tokens of a search query (letters and digits), without duplicates. */
export function queryTerms(query: string): string[] {
  const terms = query.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? [];
  return [...new Set(terms.filter((t) => t.length > 1 || /\d/.test(t)))];
}

/**
 * A to_tsquery expression matching any of the terms (ranking favours documents with
 * more of them); `prefixLast` lets the last, possibly unfinished, word match as a prefix.
 */
export function anyTermsTsQuery(terms: string[], prefixLast = false): string | null {
  if (terms.length === 0) return null;
  return terms.map((t, i) => (prefixLast && i === terms.length - 1 ? `${t}:*` : t)).join(' | ');
}
