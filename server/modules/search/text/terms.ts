import snowballStem from 'wink-porter2-stemmer';
import { WORD_PATTERN } from '../../../../common/words.js';

/**
 * The one term pipeline of the engine: passage search, coverage, prompt search and the
 * answer composer all reduce text to the same index terms here.
 *
 * Index terms: lower-case, accent-folded words of letters and digits, English function
 * words dropped, reduced by the Snowball English stemmer (Porter2, the algorithm of
 * PostgreSQL's `english` configuration). "A/B" and "R&D" keep their letters together
 * ("ab", "rd"); possessive "'s" goes; other apostrophes join ("don't" → "dont").
 */

/**
 * General English function words (a standard stop list, plus the fillers of speech such
 * as "um", "yeah" and "okay"; nothing specific to any corpus). The apostrophe-less forms
 * are listed because `words` joins apostrophes.
 */
const STOP_WORDS: ReadonlySet<string> = new Set(
  `a about above after again against all also am an and any are aren arent as at be because been before being below
  between both but by can cannot could couldn couldnt did didn didnt do does doesn doesnt doing don dont down during each
  else ever few for from further get gets got had hadn hadnt has hasn hasnt have haven havent having he hed hell hes her
  here heres hers herself him himself his how hows i id ill im ive if in into is isn isnt it its itself just lets like
  ll me might more most much must mustn mustnt my myself no nor not now of off on once only or other ought our ours
  ourselves out over own re really same shall shan shant she shed shell shes should shouldn shouldnt so some such than
  that thats the their theirs them themselves then there theres these they theyd theyll theyre theyve this those through
  to too under until up upon us ve very was wasn wasnt we wed well were weren werent weve what whats when whens where
  wheres whether which while who whos whom why whys will with won wont would wouldn wouldnt yeah yes yet you youd youll
  your youre yours yourself yourselves youve okay oh um uh`.split(/\s+/),
);

/** Single letters joined by "/" or "&": "A/B", "R&D", "P&L". */
const LETTER_GROUP = /(?<![\p{L}\p{N}])\p{L}(?:[/&]\p{L})+(?![\p{L}\p{N}])/gu;

/**
 * Numbers from ten up, written as their digits: transcripts write them so ("90 days"; in the
 * archive "10" occurs 4,378 times and "ten" 27, "90" 291 times and "ninety" twice), and
 * people asking write either. Below ten, transcripts mostly spell them ("two" 5,276 times),
 * and "one" is mostly a pronoun, so those stay words.
 */
const NUMBER_WORDS: ReadonlyMap<string, string> = new Map([
  ...'ten eleven twelve thirteen fourteen fifteen sixteen seventeen eighteen nineteen'.split(' ').map((word, i) => [word, String(10 + i)] as const),
  ...'twenty thirty forty fifty sixty seventy eighty ninety'.split(' ').map((word, i) => [word, String(20 + 10 * i)] as const),
]);
const SPELLED_NUMBERS: ReadonlyMap<string, string> = new Map([...NUMBER_WORDS].map(([word, digits]) => [digits, word]));

/**
 * The word `words` writes as these digits ("90" → "ninety"), if any: saved-answer search asks
 * PostgreSQL, whose texts keep the word, for either spelling.
 */
export const spelledNumber = (digits: string): string | undefined => SPELLED_NUMBERS.get(digits);

/** Lower case without accents ("Café" → "cafe"). */
export const fold = (text: string) =>
  text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase();

/** Words of a text, normalised (lower case, no accents, no apostrophes, "ninety" as "90") but neither filtered nor stemmed. */
export function words(text: string): string[] {
  const folded = fold(text).replace(LETTER_GROUP, (group) => group.replace(/[/&]/g, ''));
  const out: string[] = [];
  for (const [match] of folded.matchAll(WORD_PATTERN)) {
    const word = match.includes("'") || match.includes('’') ? match.replace(/['’]s$/, '').replace(/['’]/g, '') : match;
    if (word !== '') out.push(NUMBER_WORDS.get(word) ?? word);
  }
  return out;
}

/** True for a function word or a lone letter: words that never become index terms. */
export const isStopWord = (word: string) => STOP_WORDS.has(word) || (word.length === 1 && !/\d/.test(word));

/**
 * The content words of a query, unstemmed and without duplicates: lower case, accents folded,
 * function words and lone letters dropped. For engines that stem by themselves (PostgreSQL's
 * `english` configuration, with the same Snowball stemmer; Typesense).
 */
export const contentWords = (text: string): string[] => [...new Set(words(text).filter((w) => !isStopWord(w)))];

/** Stems of words seen so far (a vocabulary is small; the bound only guards memory). */
const stems = new Map<string, string>();
const MAX_REMEMBERED_STEMS = 200_000;

/** The Snowball English stem of one normalised word (words of digits, or with non-ASCII letters, stay as they are). */
export function stem(word: string): string {
  let stemmed = stems.get(word);
  if (stemmed === undefined) {
    stemmed = /^[a-z]+$/.test(word) ? snowballStem(word) : word;
    if (stems.size < MAX_REMEMBERED_STEMS) stems.set(word, stemmed);
  }
  return stemmed;
}

/** The index term of one normalised word (`words`), or null for a function word or a lone letter. */
export const termOf = (word: string): string | null => (isStopWord(word) ? null : stem(word));

/** Index terms of a text, in order, with repeats. */
export function tokenize(text: string): string[] {
  const terms: string[] = [];
  for (const word of words(text)) {
    const term = termOf(word);
    if (term !== null) terms.push(term);
  }
  return terms;
}

/** The distinct index terms of a text, in order of first appearance. */
export const distinctTerms = (text: string) => [...new Set(tokenize(text))];
