import { ANNOUNCED_SENTENCES, announcesWhatFollows, endsWithQuestion, splitSentences } from '../../../common/passages.js';
import type { EpisodeInfo } from './generation.port.js';
import type { QuoteCandidate } from './quote-selection.js';
import { balanceQuotes, cleanSentence, lacksMainClause, opensDependent, talksAboutTalking, trailsOff, withFullStop } from './spoken-sentences.js';
import { countWords } from '../../../common/question.js';
import { hasVerb, outsideReferent } from '../../../common/standalone-sentence.js';
import { contentTerms } from './content-terms.js';
import { displayTimestamp } from '../../../common/timestamps.js';
import { episodeSubject } from '../../../common/episode-title.js';

/**
 * The prose of an extractive answer. The lead is the best quote's own words (fillers and
 * opening discourse markers dropped), attributed to the speaker; the text around the
 * quotes states facts only: who speaks, in which episode and what the episode is about,
 * and where in the conversation a further quote comes from. It never comments on the
 * words the quotes share and never puts a word of the answer in quotation marks.
 */

/** A lead shorter than this runs on into the sentences after the quote in its passage. */
const LEAD_ENOUGH_WORDS = 18;
const LEAD_MAX_WORDS = 60;
const LEAD_MAX_SENTENCES = 3;
/** A "There is…" sentence this long states something rather than pointing at what was said. */
const STATEMENT_WORDS = 10;
/** "That said," concedes to what came before: at the head of a lead it goes, the rest stands alone. */
const CONCESSION = /^(?:that said|that being said|having said that|with that said),?\s+/i;
/** Openings that make what follows an answer on a condition set before: "Then…", "In that case…". */
const CONDITIONAL = /^(?:(?:and|so|but|well),?\s+)?(?:then\b|otherwise\b|in that case\b|if so\b|if not\b|in which case\b)/i;

/**
 * What a lead needs to know of the question: its content terms, whether it offers a choice
 * ("supply or demand?") and whether "yes" or "no" can answer it ("Should I…?", not "How…?").
 */
export interface LeadQuestion {
  terms: ReadonlySet<string>;
  offersChoice: boolean;
  asksYesOrNo: boolean;
}

/** A question opening with its verb: "Is it worth…?", "Should I…?", "Did they…?" (unless it offers a choice). */
const YES_OR_NO_QUESTION = /^\W*(?:do|does|did|is|are|was|were|am|can|could|would|will|should|shall|have|has|had|may|might|must)(?:n['’]t)?\b/i;

export const leadQuestion = (question: string): LeadQuestion => ({
  terms: new Set(contentTerms(question)),
  offersChoice: /\bor\b/i.test(question),
  // "Is it X or Y?" asks which; "…or not?" still asks yes or no.
  asksYesOrNo: YES_OR_NO_QUESTION.test(question) && !/\bor\b(?!\s+not\b)/i.test(question),
});

/** A number in figures or words: "About ten posts a month." answers how many. */
const NUMBER =
  /\b\d|\b(?:one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|twenty|thirty|forty|fifty|hundred|thousand|million|billion|half|dozen)\b/i;

/**
 * "A B2B SaaS." or "Churn." before the answer: a sentence with no verb whose words are mostly
 * the question's names the subject and says nothing of it, unless it gives a number ("About
 * ten posts a month.") or the question offers a choice and it picks one ("Demand." to "supply
 * or demand?").
 */
function echoesQuestion(sentence: string, question: LeadQuestion | undefined): boolean {
  if (!question || question.offersChoice || hasVerb(sentence) || NUMBER.test(sentence)) return false;
  const terms = contentTerms(sentence);
  return terms.length > 0 && 2 * terms.filter((t) => question.terms.has(t)).length >= terms.length;
}

/** A sentence up to its first comma, semicolon or colon: what a reader takes in before anything explains it. */
const openingClause = (sentence: string) => sentence.split(/[,;:]/)[0]!;

/**
 * 'I ask founders, "Would you pay for it?"': a statement that ends by quoting a question (a
 * verb of saying or asking right before the quotation), unless it is itself asked ("Do you
 * ever ask…", "Why do people say…").
 */
const REPORTED_QUESTION = /\b(?:say|says|said|saying|ask|asks|asked|asking|wonder|wonders|wondered|wondering)\s*[,:]?\s*["“][^"“”]*\?["”]$/i;
const ASKED = /^(?:(?:who|what|when|where|why|how)\s+)?(?:do|does|did|is|are|was|were|am|can|could|would|will|should|shall|have|has|had|may|might|must)\b/i;
const reportsQuestion = (sentence: string) => REPORTED_QUESTION.test(sentence) && !ASKED.test(sentence);

/**
 * One to three consecutive sentences of the quote (running on into its passage when the
 * quote is short), from its first statement that does not open with a word continuing
 * something unsaid nor, given the question, only echo it ("A B2B SaaS."; else its first
 * statement), prefixed with who said them: "Ada Vale (episode 4): Start with the sellers.",
 * with its first sentence (`opening`), the number of the speaker's words in it, whether it
 * opens with a sentence that stands alone (`standalone`: no "Because…", "He…" or "In his
 * opinion,…", no echo; an opening "It" is taken to stand alone, as in "It's easy to…") and
 * whether it starts where the quote does and stands alone (a quote opening with a dependent
 * sentence answers something said before it). Null when the quote has no statement.
 */
export function leadOf(
  quote: QuoteCandidate,
  question?: LeadQuestion,
): { text: string; opening: string; words: number; fromQuoteStart: boolean; standalone: boolean } | null {
  // The quote's sentences, and those after it in its passage when the quote alone is short.
  const all = splitSentences(quote.passage.text);
  // An opening "Yes."/"No." answers a question asking yes or no; to any other it is the speaker's reply to the host.
  const sentences = all.slice(quote.from).map((s) => cleanSentence(s, { keepAnswerWords: question?.asksYesOrNo ?? true }));
  const usable = (s: string) => s !== '' && (!endsWithQuestion(s) || reportsQuestion(s)) && !trailsOff(s) && !lacksMainClause(s);
  // "Yes." or "No." answers the question and a full "There was…" sentence states something ("There's two sides of
  // the coin." does not); other dependent openers continue something unsaid.
  const states = (s: string) => /^(?:yes|no)[.!]?$/i.test(s) || (/^(?:there|here)\b/i.test(s) && countWords(s) >= STATEMENT_WORDS);
  const dependent = (s: string) => opensDependent(s.replace(/^(?:yes|no)\b[,.!]?\s*/i, '')) && !states(s);
  // The lead starts where the speaker says something: not "Let me give you some context." nor a sentence continuing one unsaid.
  const says = (s: string) => usable(s) && !dependent(s) && !echoesQuestion(s, question);
  let start = sentences.findIndex((s) => says(s) && !talksAboutTalking(s));
  if (start === -1) start = sentences.findIndex(says);
  if (start === -1) start = sentences.findIndex(usable);
  if (start === -1) return null;
  const kept: string[] = [];
  let words = 0;
  const quoteLength = quote.to - quote.from + 1;
  for (const [i, sentence] of sentences.entries()) {
    if (i < start) continue;
    if (!usable(sentence) || kept.length >= LEAD_MAX_SENTENCES) break;
    // The quote's own sentences, then its passage's only while the lead is still short.
    if (kept.length > 0 && (words + countWords(sentence) > LEAD_MAX_WORDS || (i >= quoteLength && words >= LEAD_ENOUGH_WORDS))) break;
    kept.push(withFullStop(sentence));
    words += countWords(sentence);
  }
  const lead = announcedAnswer(sentences, start, kept.length, usable, dependent) ?? { kept, words };
  // "Then don't test. Do research instead.": an answer given on a condition set before the quote.
  const conditional = all.slice(Math.max(0, quote.from - 2), quote.from + start + 1).some((s) => CONDITIONAL.test(s));
  // "It's easier to sell once…": an opening "it" often points at nothing said before. "In her
  // view, …" or "Either they add more users…" does: a pronoun in the opening clause with
  // no referent before it (common/standalone-sentence.ts, the takeaways' test).
  const first = sentences[start]!;
  const standalone = (!dependent(first) || /^it\b/i.test(first)) && outsideReferent(openingClause(first)) === null && !echoesQuestion(first, question);
  return {
    text: `${quote.passage.speaker} (episode ${quote.passage.episodeNumber}): ${balanceQuotes(lead.kept.join(' '))}`,
    opening: lead.kept[0]!,
    words: lead.words,
    fromQuoteStart: start === 0 && !conditional && standalone,
    standalone,
  };
}

/**
 * A lead of `count` sentences from `start` that ends by announcing what follows ("…so
 * here's my rough rule of thumb.") stops before the answer: the lead takes the announced
 * sentences too, and gives up sentences at its head to stay within three (a "That said,"
 * heading it goes; a head that still needs what came before is kept, an announced sentence
 * given up instead). Null when the lead does not end on an announcement or no window works.
 */
function announcedAnswer(
  sentences: readonly string[],
  start: number,
  count: number,
  usable: (s: string) => boolean,
  dependent: (s: string) => boolean,
): { kept: string[]; words: number } | null {
  const last = start + count - 1;
  if (count === 0 || !announcesWhatFollows(sentences[last]!)) return null;
  let answers = 0;
  while (answers < ANNOUNCED_SENTENCES && usable(sentences[last + answers + 1] ?? '')) answers++;
  for (; answers > 0; answers--) {
    const end = last + answers;
    const from = Math.max(start, end - LEAD_MAX_SENTENCES + 1);
    const window = sentences.slice(from, end + 1).map((s, i) => (i === 0 && from > start ? s.replace(CONCESSION, '') : s));
    window[0] = window[0]!.charAt(0).toUpperCase() + window[0]!.slice(1);
    const words = window.reduce((n, s) => n + countWords(s), 0);
    if ((from > start && dependent(window[0])) || words > LEAD_MAX_WORDS) continue;
    return { kept: window.map(withFullStop), words };
  }
  return null;
}

/** The episode's subject: its title without the " | guest (company)" suffix, in italics. */
function subjectOf(episode: EpisodeInfo | undefined): string | null {
  const topic = episode && episodeSubject(episode.title);
  return topic ? `*${topic.replace(/([*_`\\[\]])/g, '\\$1')}*` : null;
}

/**
 * Quotes grouped by episode: episodes in the order of their most relevant quote, and the
 * quotes of one episode by relevance too (picks come most relevant first).
 */
export function groupByEpisode(picks: readonly QuoteCandidate[]): QuoteCandidate[] {
  const episodes: number[] = [];
  for (const p of picks) if (!episodes.includes(p.passage.episodeNumber)) episodes.push(p.passage.episodeNumber);
  return episodes.flatMap((n) => picks.filter((p) => p.passage.episodeNumber === n));
}

/**
 * The words that introduce quote `index` of the grouped quotes: the first of an episode
 * names the episode, its subject and the speaker; a further one says who speaks and when,
 * relative to the quote before it.
 */
export function quoteIntro(ordered: readonly QuoteCandidate[], index: number, episodes: ReadonlyMap<number, EpisodeInfo>): string {
  const quote = ordered[index]!;
  const who = quote.passage.speaker;
  const n = quote.passage.episodeNumber;
  const previous = index > 0 ? ordered[index - 1] : undefined;
  if (!previous || previous.passage.episodeNumber !== n) {
    const subject = subjectOf(episodes.get(n));
    return subject ? `In episode ${n}, ${subject}, ${who} says:` : `In episode ${n}, ${who} says:`;
  }
  const later = quote.passage.ordinal > previous.passage.ordinal || (quote.passage.ordinal === previous.passage.ordinal && quote.from > previous.to);
  if (previous.passage.turnIndex === quote.passage.turnIndex && previous.passage.speaker === who) {
    return later ? `${who} goes on:` : `Just before that, ${who} says:`;
  }
  return `${later ? 'Later' : 'Earlier'} in the episode, at ${displayTimestamp(quote.passage.timestamp, quote.passage.estimated)}, ${who} says:`;
}
