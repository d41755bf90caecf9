/**
 * Word handling for choosing sentences: content words (no function words), reduced to a
 * crude stem so that "price", "prices", "priced" and "pricing" compare equal.
 */

const FUNCTION_WORDS = new Set(
  `a about above after again against all also am an and any are as at be because been before being below between both but by
  can could did do does doing done down during each else ever few for from further get gets got had has have having he her here
  hers herself him himself his how i if in into is it its itself just let lets me more most much my myself no nor not now of off
  on once only or other ought our ours ourselves out over own same she should so some such than that thats the their theirs them
  themselves then there these they this those through to too under until up upon us very was we were what whats when where which
  while who whom whose why will with would you your yours yourself yourselves yeah yes okay oh um uh like really actually basically
  kind sort lot lots thing things stuff something anything everything someone anyone way ways go going gonna want wanted say said
  says tell told know think thought mean means guess maybe pretty quite rather even still back well good great right make made
  makes making take took come came see saw look looked one ones two dont doesnt didnt im ive youre weve theyre isnt arent wasnt
  cant wont its whats theres hes shes id youd wed theyd ill youll well wouldnt couldnt shouldnt`.split(/\s+/),
);

/** Lower-case word tokens, apostrophes joined ("don't" → "dont"). */
export function words(text: string): string[] {
  return (
    text
      .toLowerCase()
      .replace(/['’‘`]/g, '')
      .match(/[\p{L}\p{N}]+/gu) ?? []
  );
}

const SUFFIXES: [RegExp, string][] = [
  [/ations?$/, 'at'],
  [/ies$/, 'y'],
  [/ied$/, 'y'],
  [/(ss)es$/, '$1'],
  [/([^s])s$/, '$1'],
  [/ings?$/, ''],
  [/ed$/, ''],
  [/ly$/, ''],
  [/ate$/, 'at'],
];

/** A crude stem: plural, -ing, -ed, -ly, -ation endings and a final e removed. */
export function stem(word: string): string {
  if (word.length <= 3 || /\d/.test(word)) return word;
  let s = word;
  for (const [pattern, replacement] of SUFFIXES) {
    if (pattern.test(s)) {
      const next = s.replace(pattern, replacement);
      if (next.length >= 3) s = next;
      break;
    }
  }
  if (s.length > 3 && s.endsWith('e')) s = s.slice(0, -1);
  if (s.length > 3 && /([^aeiouls])\1$/.test(s)) s = s.slice(0, -1);
  return s;
}

export const isContentWord = (word: string) => (word.length > 1 || /\d/.test(word)) && !FUNCTION_WORDS.has(word);

/** Stems of the content words of a text, each once, in order of first appearance. */
export function contentStems(text: string): string[] {
  return [...new Set(words(text).filter(isContentWord).map(stem))];
}
