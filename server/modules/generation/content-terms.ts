import { termOf, words } from '../search/text/terms.js';

/**
 * The composer's view of a sentence's content: the index terms of the one term pipeline
 * (search/text/terms.ts: stop words dropped, Snowball stems), less the words that carry no
 * content in speech ("really", "thing", "going", "know"…), which the spoken sentences the
 * composer compares are full of.
 */
const EMPTY_IN_SPEECH = new Set(
  `actually basically kind sort lot lots thing things stuff something anything everything someone anyone way ways go goes going gonna
  want wanted say said says tell told know think thought mean means guess maybe pretty quite rather even still back well good great right
  make made makes making take took come came see saw look looked one ones two get gets got lets let`.split(/\s+/),
);

/** Distinct content terms of a text, in order of first appearance. */
export function contentTerms(text: string): string[] {
  const out = new Set<string>();
  for (const word of words(text)) {
    if (EMPTY_IN_SPEECH.has(word)) continue;
    const term = termOf(word);
    if (term !== null) out.add(term);
  }
  return [...out];
}

/** Share of two term sets' union that both hold (Jaccard). */
export function termOverlap(a: ReadonlySet<string>, b: ReadonlySet<string>): number {
  let shared = 0;
  for (const x of a) if (b.has(x)) shared++;
  const union = a.size + b.size - shared;
  return union === 0 ? 0 : shared / union;
}

/** Two texts sharing this much of their content terms say the same thing: an answer quotes or makes a point of one of them. */
const NEAR_DUPLICATE = 0.6;

export const nearDuplicates = (a: ReadonlySet<string>, b: ReadonlySet<string>) => termOverlap(a, b) >= NEAR_DUPLICATE;
