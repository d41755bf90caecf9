/**
 * A stray attribution line of a generated answer: "— Episode 12 with Jane Doe (04:30)",
 * possibly inside a blockquote ("> — …") or in emphasis ("*— …*").
 */
const ATTRIBUTION_LINE = /^\s*(?:>\s*)*[*_]*\s*(?:—|–|--?)\s*Episode\s+\d+\s+with\b.*$/i;

/** SPEC §5: attribution lines are removed; each quote shows its matched source instead. */
export function stripAttributionLines(markdown: string): string {
  return markdown
    .replace(/\r\n?/g, '\n')
    .split('\n')
    .filter((line) => !ATTRIBUTION_LINE.test(line))
    .join('\n');
}
