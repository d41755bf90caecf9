import { distance as levenshtein } from 'fastest-levenshtein';
import { distinctTerms } from './terms.js';

/**
 * The names a question mentions, each as its index terms: its capitalised words other than
 * the first word of a sentence and "I" ("What did Ada Vale say about Acme's pricing?": Ada,
 * Vale, Acme). A capitalised function word (the "A" of "Series A") has no index term and
 * names nothing.
 */
export function questionNames(question: string): string[][] {
  const names: string[][] = [];
  let sentenceStart = true;
  for (const token of question.split(/\s+/)) {
    if (token === '') continue;
    const word = token.replace(/^[^\p{L}\p{N}]+/u, '');
    if (!sentenceStart && /^\p{Lu}/u.test(word) && !/^I(?:['’]\p{L}+)?$/u.test(word)) {
      const terms = distinctTerms(word);
      if (terms.length > 0) names.push(terms);
    }
    sentenceStart = /[.?!:]["'’”)\]]*$/.test(token);
  }
  return names;
}

/** A name this long or longer, one edit from a person's, is taken as that person misspelt (shorter ones are too often other names: "Carr", "Carl"). */
const MISSPELT_NAME_LENGTH = 5;

/** The names an archive mentions: the terms its passages hold, and its people's (guest names, speaker labels). */
export class ArchiveNames {
  private readonly people: ReadonlySet<string>;
  private readonly peopleList: readonly string[];

  constructor(
    people: Iterable<string>,
    private readonly inPassages: (term: string) => boolean,
  ) {
    this.people = new Set(people);
    this.peopleList = [...this.people];
  }

  /**
   * How many of a question's names (questionNames) the archive never mentions. A name one
   * letter away from a person's ("Vernaa" for Verna) is that person misspelt.
   */
  unmentioned(names: readonly (readonly string[])[]): number {
    const known = (t: string) =>
      this.inPassages(t) || this.people.has(t) || (t.length >= MISSPELT_NAME_LENGTH && this.peopleList.some((p) => levenshtein(p, t) <= 1));
    return names.filter((name) => !name.some(known)).length;
  }
}
