import { DEPENDENT_OPENERS, hasUnpairedQuoteMark } from '../../../common/answer-readability.js';
import { countWords } from '../../../common/question.js';
import { wordsOf } from '../../../common/words.js';
import { FINITE_VERB_FORMS } from '../../../common/standalone-sentence.js';

/**
 * Spoken sentences made readable without changing what was said: the fillers of speech
 * ("you know,", "I mean,", "um") and the discourse markers that open a spoken sentence
 * ("So,", "Yeah,", "I think") are dropped; every other word stays the speaker's. Also
 * the tests a sentence must pass to stand on its own in a written answer.
 */

/** Fillers anywhere: bracketed notes ("[laughs]"), hesitations, and hedges with no content. */
const NOTES = /\[[^\]]*\]/g;
const HESITATIONS = /(?:^|(?<=[\s,;]))(?:um+|uh+|er|erm)\b[,.]?\s*/gi;
/** "you know", "I mean", "like", "right" are fillers only between commas (or at the start): "if you know your users" stays. */
const COMMA_FILLERS = /(?:^|(?<=[,;]))\s*(?:you know|i mean|like|right)\s*,\s*/gi;
const HEDGES = /\b(?:basically|literally|honestly)\b,?\s*/gi;
/** "kind of" / "sort of" as hedges; "what kind of product", "a sort of" are left alone. */
const KIND_OF = /(?<!\b(?:what|which|the|a|an|this|that|these|those|one|same|any|every|some|different|other|all|many|each|no|that's)\s)\b(?:kind|sort) of\s+/gi;

/**
 * A short phrase the transcript puts in quotation marks ('quote-unquote, "relatively easy"'):
 * in an answer's prose it would read as a topic label, so the marks go and the words stay.
 */
const SHORT_QUOTATION = /["“]([^"“”]{1,40})["”]/g;

/**
 * "that" after "I think" when it opens a clause ("I think that retention follows…"), not when
 * it is the subject, which a verb follows ("I think that changed everything": dropping "I
 * think that" would leave "Changed everything"). Verbs: the finite forms standalone-sentence.ts
 * knows, and any word ending in "-ed".
 */
const SUBJECT_VERBS = [...FINITE_VERB_FORMS].join('|');
const THAT_CLAUSE = `(?: that(?! (?:${SUBJECT_VERBS})\\b)(?! [a-z]+ed\\b)(?=\\s))?`;

/**
 * Discourse markers that open a spoken sentence and carry nothing on their own. Not
 * "then": it often means "in that case", and dropping it would turn an answer given on a
 * condition into a general one.
 */
const MARKERS = [
  'so',
  'and',
  'but',
  'well',
  'yeah',
  'yep',
  'okay',
  'ok',
  'oh',
  'now(?=,)',
  'anyway',
  'also',
  'again',
  'you know',
  'i mean',
  'look(?=,)',
  'listen(?=,)',
  'honestly',
  'basically',
  'like(?=,)',
  `i think${THAT_CLAUSE}`,
  `i'd say${THAT_CLAUSE}`,
  `i would say${THAT_CLAUSE}`,
  'i guess',
  "i'll say",
  "i'd say",
  'i will say',
  "i'll tell you",
  'to be honest',
  'frankly',
  'of course',
  "what i'd say is(?: that)?",
  'the way i think about it is(?: that)?',
  'the way i (?:put|see) it is(?: that)?',
  'in my experience',
  'in fact',
  'by the way',
  'obviously',
  'in general',
  'first of all',
  '(?:number )?(?:one|two|three|four|five)(?=,)',
  '(?:number )?(?:one|two|three|four|five) is(?: that)?',
  '(?:first|second|third|fourth|fifth|last)(?:ly)?(?=,)',
  'finally(?=,)',
  'i feel like',
  'the thing is(?: that)?',
  'the truth is(?: that)?',
  'what i found is(?: that)?',
  'like i said',
  'as i said',
];
/**
 * "Yes" and "No" are markers in a takeaway but may be the answer itself in the lead. Only
 * when punctuation sets them apart ("No, start with…"): "No pricing page is a dead
 * end" says the opposite without its "No".
 */
const ANSWER_WORDS = ['(?:yes|no)(?=[,:;.!]|\\s+[-–—])'];
/** A marker, then its punctuation or a dash set off by a space ("Well - the price", not "well-known"). */
const opener = (words: string[]) => new RegExp(`^(?:${words.join('|')})\\b(?:[,:;.!]|\\s+[-–—])?(?:\\s+|$)`, 'i');
const MARKER_OPENER = opener(MARKERS);
const MARKER_OR_ANSWER_OPENER = opener([...MARKERS, ...ANSWER_WORDS]);

const capitalise = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

export interface CleanOptions {
  /** Keep an opening "Yes"/"No": in the lead it answers the question. */
  keepAnswerWords?: boolean;
  /**
   * Drop every opening marker, even when what remains opens with a word pointing back
   * ("I think it works" → "It works"): to see whether a sentence leans on what came before.
   */
  dropAllMarkers?: boolean;
}

/**
 * A spoken sentence without fillers and opening discourse markers, first letter capital.
 * Returns the empty string when nothing but fillers was said.
 */
export function cleanSentence(sentence: string, options: CleanOptions = {}): string {
  let text = sentence
    .replace(NOTES, ' ')
    .replace(HESITATIONS, '')
    .replace(COMMA_FILLERS, ' ')
    .replace(HEDGES, '')
    .replace(KIND_OF, '')
    .replace(SHORT_QUOTATION, (marked, inner: string) => (countWords(inner) <= 3 && !/[.!?,]$/.test(inner) ? inner : marked));
  text = text
    .replace(/\s+([,;:.!?])/g, '$1')
    .replace(/([,;:])(?:\s*[,;:])+/g, '$1')
    .replace(/\s+/g, ' ')
    .trim();
  // A filler dropped after a joining word leaves its comma behind ("students and, people").
  text = text.replace(/\b(and|or|but|so)\s*,\s+/gi, '$1 ');
  const markers = options.keepAnswerWords ? MARKER_OPENER : MARKER_OR_ANSWER_OPENER;
  for (let i = 0; i < 6; i++) {
    const next = text.replace(markers, '').replace(/^[,;:\-–—.\s]+/, '');
    // "I think it works" stays: without its marker it would open with a word pointing back.
    if (next === text || (!options.dropAllMarkers && leansOnContext(capitalise(next)) && !leansOnContext(text))) break;
    text = next;
  }
  return /^[.!?,;:\s]*$/.test(text) ? '' : capitalise(text);
}

/** Openings beyond the readability rules' list that lean on what was said before. */
const MORE_OPENERS = new Set([
  'its',
  'their',
  'theirs',
  'his',
  'hers',
  'as',
  'too',
  'either',
  'neither',
  'both',
  'same',
  'whereas',
  'whereby',
  'meaning',
  'just',
]);
/**
 * "In that case…", "Because of this…", "That said…", "Like I said…", "Not to mention…", "The
 * second thing…", "A, …" (an item of a list announced before it): a phrase pointing back, or
 * adding to what was said before.
 */
const POINTING_BACK =
  /^(?:[a-f][,:)](?=\s)|not to mention\b|on top of (?:that|this|it)\b|in addition\b|what['’]s more\b|(?:even )?more importantly\b|the (?:second|third|fourth|fifth|next|other|last|final) (?:thing|one|piece|reason|step|part|point|lesson|way|question)\b|(?:in|at|on|for|with|after|before|because of|like|from|by|of|despite|given|beyond|besides|other than) (?:that|this|those|these|it|them)\b|that said\b|(?:like|as) (?:i|you|we) (?:said|mentioned)\b|for (?:example|instance)\b|(?:when|if|once|after|before|because|since|as) (?:you|we|they|i|he|she|people) (?:do|did|does) (?:that|this|it)\b)/i;

/** The first word, lower-cased, without a contraction's ending ("That's" → "that"). */
const firstWord = (sentence: string) => (wordsOf(sentence)[0] ?? '').toLowerCase().split(/['’]/)[0] ?? '';

/**
 * Openings that lean on what was said before: a reader of the sentence alone cannot tell
 * what they refer to or continue ("That's the first step.", "And then…"). The words are
 * those of the readability rules (common/answer-readability.ts) and a few more.
 */
/** Opens with a word of the readability rules' list: the sentence continues or answers another. */
export const opensDependent = (sentence: string) => DEPENDENT_OPENERS.has(firstWord(sentence.trim().replace(/^["'“‘(]+/, '')));

/** A closing "though", "too", "either" or "instead" sets the sentence against one said before it. */
const CONTRASTED_AT_END = /,?\s+(?:though|too|either|instead|as well)[.!]?["'’”)\]]*$/i;

export function leansOnContext(sentence: string): boolean {
  const text = sentence.trim().replace(/^["'“‘(]+/, '');
  const first = firstWord(text);
  return DEPENDENT_OPENERS.has(first) || MORE_OPENERS.has(first) || POINTING_BACK.test(text) || CONTRASTED_AT_END.test(text);
}

/**
 * The speaker announcing what they are about to say rather than saying it ("Let me give you
 * some background.", "Maybe I'll start with the hiring side.", "I'll give you a
 * quick example."): no lead or takeaway, whatever words of the question it holds.
 */
const TALK_ABOUT_TALKING =
  /^(?:(?:so|maybe|well|now|okay|and|but|actually|just),?\s+)*(?:let me|let's|let us|i'll|i will|i'm going to|i am going to|i want to|i'd like to|i wanna|i can|i could)\s+(?:just\s+|quickly\s+|briefly\s+|also\s+|maybe\s+)?(?:give you|tell you (?:a|about|one|the story|what)\b|talk (?:about|through)|start (?:with|by|off)|share|walk (?:you )?through|mention|explain|describe|go (?:through|back|over)|touch on|speak (?:to|about)|take a step back|step back|back up|zoom out)\b/i;

export const talksAboutTalking = (sentence: string) => TALK_ABOUT_TALKING.test(sentence.trim());

/** Words that open a subordinate clause: the sentence's main clause comes after it. ("As" mostly opens a phrase: "As a founder you…".) */
const SUBORDINATORS: ReadonlySet<string> = new Set('if when whenever because although though while since unless once whether before after until'.split(' '));

/**
 * "If your team has never changed its prices before.": a sentence opening on a subordinate
 * clause ("If…", "Even though…") with no comma, semicolon, colon or dash in it, where a main
 * clause would start. In the archive's speech about half of such sentences are complete
 * ("When a plan is new nobody reads the fine print.") and half are a condition the speaker
 * finished in the next sentence or never; the words cannot tell which, so no lead or
 * takeaway is made of one.
 */
export function lacksMainClause(sentence: string): boolean {
  // "Even if…", "Even though…" open the same clause.
  const opening = sentence
    .trim()
    .replace(/^["'“‘(]+/, '')
    .replace(/^even\s+/i, '');
  return (SUBORDINATORS.has(firstWord(opening)) && !/[,;:–—]|\s-\s/.test(sentence)) || listsQuestions(opening);
}

/** A clause asking what, how, who, why, which or whether, or one joined to a list of them by "and"/"or". */
const ASKING_CLAUSE = /^(?:(?:and|or)\s+)?(?:how|what|who|why|which|whether)\b/i;
const COPULA = /\b(?:is|are|was|were)\b|['’]s\b/i;

/**
 * "How much evidence we have that the problem is real, how big the effect could be, and how
 * much traffic it needs.": a list of indirect questions, each part opening with a question
 * word and the first joined to no main clause by "is"/"was" ("What matters is how fast,
 * and how often." has one), other than inside a "that" clause of its own. The items of a
 * list the speaker began before it.
 */
function listsQuestions(sentence: string): boolean {
  const parts = sentence
    .replace(/[.!]["'’”)\]]*$/, '')
    .split(/[,;]\s*/)
    .filter((p) => p.trim() !== '');
  // A copula in a "that" clause of the first item ("…we have that the problem is real") is the item's own.
  return parts.length >= 2 && parts.every((p) => ASKING_CLAUSE.test(p.trim())) && !COPULA.test(parts[0]!.split(/\bthat\b/i)[0]!);
}

/**
 * Words no finished sentence ends on: the speaker broke off ("…could look like because.").
 * Not "a" ("Series A"), "but" ("anything but"), "or" ("either/or"), nor a preposition ("what
 * we work with."). A cut the composer makes itself may end on none of a longer list
 * (takeaways.ts `DANGLING`): there the speaker went on.
 */
const UNFINISHED_END = /\b(?:because|the|an|if|than|our|their|your)[.!]?["'’”)\]]*$/i;

/** A sentence the speaker trailed off ("we're happy to try a bunch of other...") or broke off on a word that needs more. */
export function trailsOff(text: string): boolean {
  const sentence = text.trim();
  return /(?:\.\.\.|…|-|–|—)["'’”)\]]*$/.test(sentence) || UNFINISHED_END.test(sentence);
}

/** Ends like a written sentence. */
export const endsSentence = (text: string) => /[.!]["'’”)\]]*$/.test(text.trim());

/** The sentence with a final full stop when it has none. */
export const withFullStop = (text: string) => (/[.!?]["'’”)\]]*$/.test(text) ? text : `${text.replace(/[,;:\-–—\s]+$/, '')}.`);

/**
 * The text without its quotation marks when one of them lost its partner (a sentence cut
 * inside a quotation): the words stay, and no mark opens or closes nothing.
 */
export const balanceQuotes = (text: string): string => (hasUnpairedQuoteMark(text) ? text.replace(/["“”]/g, '') : text);
