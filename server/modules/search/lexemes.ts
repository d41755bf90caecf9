/**
 * Index terms (tokenizer.ts) as PostgreSQL full-text values. The terms are already
 * normalised, so they are written as literals rather than parsed again by a text search
 * configuration (which could split or alter them): each term is exactly one lexeme.
 */

/** A term quoted for tsvector / tsquery input (quotes doubled, backslashes escaped). */
const quoted = (term: string) => `'${term.replace(/\\/g, '\\\\').replace(/'/g, "''")}'`;

/**
 * tsvector input for a passage's terms: each distinct term with the positions (from 1)
 * where it occurs, so its term frequency is the number of its positions. PostgreSQL keeps
 * positions up to 16,383 and 256 per lexeme, far above a passage (common/passages.ts).
 */
export function tsvectorOf(terms: readonly string[]): string {
  const positions = new Map<string, number[]>();
  terms.forEach((term, i) => {
    const at = positions.get(term);
    if (at) at.push(i + 1);
    else positions.set(term, [i + 1]);
  });
  return [...positions].map(([term, at]) => `${quoted(term)}:${at.join(',')}`).join(' ');
}

/** tsquery input matching passages that contain any of the index terms, as lexemes (null for none). Saved-prompt search, which parses raw words, uses query-terms.ts. */
export function anyLexemeTsQuery(terms: readonly string[]): string | null {
  return terms.length === 0 ? null : terms.map(quoted).join(' | ');
}
