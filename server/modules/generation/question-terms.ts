import { splitSentences } from '../../../common/passages.js';
import type { AnswerRequest } from './generation.port.js';
import { namedGuests } from '../search/text/named-guests.js';
import { distinctTerms, words } from '../search/text/terms.js';
import { contentTerms } from './content-terms.js';

/**
 * What the extractive composer reads in a question and in the sentences of its passages:
 * the question's content terms weighed by their rarity among those sentences, the guests it
 * names, and what a "What is X?" question asks to define. Quote selection and the takeaways
 * weigh sentences by it (`coverageOf`).
 */

export interface QuestionTerms {
  /** Question stems that are not names of the speakers or guests in the request. */
  stems: string[];
  /** Every content term of the question, names included. */
  asked: ReadonlySet<string>;
  /** Idf-like weight of each stem over the request's sentences. */
  weight: Map<string, number>;
  /** The stems that name the question's subject (informativeWords): a sentence sharing one is on the question. */
  informative: ReadonlySet<string>;
  total: number;
  /** Episodes (among the passages') whose guest the question names. */
  namedEpisodes: Set<number>;
  /** The content terms of what a "What is X?" question asks to define (X), else empty. */
  defines: string[];
  /** Each stem of a hyphenated compound of the question ("chicken-and-egg"), with the compound's stems. */
  compounds: ReadonlyMap<string, readonly string[]>;
}

export interface SentenceInfo {
  text: string;
  stems: Set<string>;
  words: number;
}

/** Splits the request's passages into sentences and weighs the question's words by rarity among them. */
export function analyseQuestion(request: AnswerRequest): { terms: QuestionTerms; sentences: Map<string, SentenceInfo[]> } {
  const sentences = new Map<string, SentenceInfo[]>();
  const df = new Map<string, number>();
  let count = 0;
  for (const passage of request.passages) {
    const list = splitSentences(passage.text).map((text) => ({ text, stems: new Set(contentTerms(text)), words: words(text).length }));
    sentences.set(passage.id, list);
    for (const s of list) {
      count++;
      for (const stem of s.stems) df.set(stem, (df.get(stem) ?? 0) + 1);
    }
  }
  const names = new Set<string>();
  const questionStems = contentTerms(request.question);
  for (const episode of request.episodes.values()) if (episode.guest) contentTerms(episode.guest).forEach((s) => names.add(s));
  for (const passage of request.passages) contentTerms(passage.speaker).forEach((s) => names.add(s));
  // The rule search uses (a first name alone, or a name that is also a word, names no one).
  const quoted = [...request.episodes.values()].filter((e) => request.passages.some((p) => p.episodeNumber === e.number));
  const named = namedGuests(
    quoted.map((e) => distinctTerms(e.guest ?? '')),
    distinctTerms(request.question),
  );
  const namedEpisodes = new Set(named.map((i) => quoted[i]!.number));
  const stems = questionStems.filter((s) => !names.has(s));
  const weight = new Map(stems.map((s) => [s, Math.log((count + 1) / ((df.get(s) ?? 0) + 0.5))]));
  const total = [...weight.values()].reduce((a, b) => a + b, 0);
  const terms: QuestionTerms = {
    stems,
    asked: new Set(questionStems),
    weight,
    informative: informativeWords(request, stems, weight, df),
    total,
    namedEpisodes,
    defines: definedTerms(request.question),
    compounds: compoundsOf(request.question, stems),
  };
  return { terms, sentences };
}

/** A hyphenated compound: "chicken-and-egg", "product-market", "long-term". */
const COMPOUND = /[\p{L}\p{N}]+(?:[-‐‑][\p{L}\p{N}]+)+/gu;

/**
 * The question's hyphenated compounds of two or more of `stems`, by stem. A compound names
 * one thing: "chicken-and-egg" is a problem, not poultry; "long-term" is a horizon, not a length.
 */
function compoundsOf(question: string, stems: readonly string[]): Map<string, string[]> {
  const compounds = new Map<string, string[]>();
  for (const [compound] of question.matchAll(COMPOUND)) {
    const parts = contentTerms(compound).filter((t) => stems.includes(t));
    if (parts.length >= 2) for (const part of parts) compounds.set(part, parts);
  }
  return compounds;
}

/** Whether a text's `stems` hold the question's `term`: every stem of its compound, when it is part of one. */
export const holds = (stems: ReadonlySet<string>, term: string, terms: QuestionTerms): boolean =>
  stems.has(term) && (terms.compounds.get(term)?.every((t) => stems.has(t)) ?? true);

/** Share of the question's (weighted) terms among `stems`. */
export const coverageOf = (stems: ReadonlySet<string>, terms: QuestionTerms) =>
  terms.total > 0 ? terms.stems.reduce((sum, s) => sum + (holds(stems, s, terms) ? terms.weight.get(s)! : 0), 0) / terms.total : 0;

/** "What is X?", "What's an X?", "What are Xs?", "What does X mean?": X. */
const DEFINITION_QUESTION = /^\s*what(?:['’]s|\s+is|\s+are)\s+(?:an?\s+|the\s+)?(.+?)\s*\?*\s*$|^\s*what\s+does\s+(.+?)\s+mean\s*\?*\s*$/i;

/** The content terms of what a question asks to define, or none. */
export function definedTerms(question: string): string[] {
  const m = DEFINITION_QUESTION.exec(question);
  return m ? contentTerms(m[1] ?? m[2]!) : [];
}

/** A subject this many words longer than the term it defines ("So true activation is…") still defines it. */
const DEFINITION_SUBJECT_SLACK = 4;
const DEFINING_VERB = /\b(?:is|are|means|refers\s+to)\b|['’]s\b/i;

/** "Activation is the share of new accounts that…": the sentence's subject is what the question asks to define. */
export function defines(sentence: string, defined: readonly string[]): boolean {
  if (defined.length === 0) return false;
  const verb = DEFINING_VERB.exec(sentence);
  if (!verb) return false;
  const subject = sentence.slice(0, verb.index);
  const terms = new Set(contentTerms(subject));
  return defined.every((t) => terms.has(t)) && words(subject).length <= defined.length + DEFINITION_SUBJECT_SLACK;
}

/**
 * A sentence is on the question when it shares a question word that weighs at least this
 * share of the question's most informative word (its information in the corpus): the
 * subject ("SEO" in "How long does SEO take before it starts paying off?"), not words any
 * answer on anything may share ("start", "pay"), however many of them.
 */
const INFORMATIVE_SHARE = 0.75;

/**
 * The question words that are informative: those whose information (in the whole indexed
 * corpus when search reports it, `termInformation`: a word retrieval gathered into every
 * passage is rare in none of them; else their rarity among the request's sentences) is at
 * least INFORMATIVE_SHARE of the most informative word the passages contain (a word no
 * passage has would make every sentence look off the question).
 */
function informativeWords(
  request: AnswerRequest,
  stems: readonly string[],
  weight: ReadonlyMap<string, number>,
  present: ReadonlyMap<string, number>,
): Set<string> {
  const information = (s: string) => request.termInformation?.get(s) ?? weight.get(s)!;
  const top = Math.max(0, ...stems.filter((s) => present.has(s)).map(information));
  return new Set(stems.filter((s) => top > 0 && information(s) >= INFORMATIVE_SHARE * top));
}
