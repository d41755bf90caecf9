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
