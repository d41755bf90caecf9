import { distance as levenshtein } from 'fastest-levenshtein';
import { distinctTerms } from './terms.js';

/**
 * The names a question mentions, each as its index terms: its runs of capitalised words other
 * than the first word of a sentence and "I" ("What did Ada Vale say about Acme's pricing?":
 * Ada Vale, Acme). A run is one name, so "Manchester United" is not two places; a possessive or
 * a punctuation mark ends it ("Airbnb's Brian Chesky"). A capitalised function word has no index
 * term: inside a run it is part of the name ("Forget The Funnel"), alone it names nothing (the
 * "A" of "Series A"). A question with two or more capitalised function words is written in
 * Title Case or in capitals, where capitals mark no names: it has none.
 */
export function questionNames(question: string): string[][] {
  const names: string[][] = [];
  let run: string[] = [];
  let functionWords = 0;
  let sentenceStart = true;
  const close = () => {
    if (run.length > 0) names.push([...new Set(run)]);
    run = [];
  };
  for (const token of question.split(/\s+/)) {
    if (token === '') continue;
    const word = token.replace(/^[^\p{L}\p{N}]+/u, '');
    if (!sentenceStart && /^\p{Lu}/u.test(word) && !/^I(?:['’]\p{L}+)?$/u.test(word)) {
      const terms = distinctTerms(word);
      if (terms.length === 0) functionWords++;
      run.push(...terms);
      if (/['’]s\P{L}*$|[^\p{L}\p{N}]$/u.test(token)) close();
    } else close();
    sentenceStart = /[.?!:]["'’”)\]]*$/.test(token);
  }
  close();
  return functionWords >= 2 ? [] : names;
}

/** A name this long or longer, one edit from a person's, is taken as that person misspelt (shorter ones are too often other names: "Carr", "Carl"). */
const MISSPELT_NAME_LENGTH = 5;

/**
 * The names an archive mentions: the terms its passages hold, the runs of terms they hold in
 * order, and its people's names (guest names, speaker labels).
 */
export class ArchiveNames {
  private readonly people: ReadonlySet<string>;
  private readonly peopleList: readonly string[];

  constructor(
    people: Iterable<string>,
    private readonly inPassages: (term: string) => boolean,
    private readonly inOrder: (terms: readonly string[]) => boolean,
  ) {
    this.people = new Set(people);
    this.peopleList = [...this.people];
  }

  /**
   * How many of a question's names (questionNames) the archive never mentions. A name of one
   * term is mentioned when a passage holds it; a name of several when a passage holds them in
   * that order ("Black Friday", not "black" here and "Friday" there), or when each is a
   * person's name. A name one letter away from a person's ("Vernaa" for Verna) is that person
   * misspelt.
   */
  unmentioned(names: readonly (readonly string[])[]): number {
    const person = (t: string) => this.people.has(t) || (t.length >= MISSPELT_NAME_LENGTH && this.peopleList.some((p) => levenshtein(p, t) <= 1));
    const mentioned = (name: readonly string[]) =>
      name.length === 1 ? this.inPassages(name[0]!) || person(name[0]!) : name.every(person) || this.inOrder(name);
    return names.filter((name) => !mentioned(name)).length;
  }
}
