import { WORD_PATTERN, wordsOf } from './words.js';

/**
 * Whether a sentence can stand on its own in a written answer (issue 8, item 2: each Key
 * Takeaway is "a complete, self-contained sentence"). Pure and dependency-free: the
 * readability rules (answer-readability.ts) and the extractive composer use the same test.
 *
 * Two checks, each a closed list rather than a tagger, so the result is predictable:
 * - a verb: an auxiliary or modal, a contraction carrying one ("don't", "it's"), a base,
 *   -s or -ed form of a common English verb, an irregular past form, or a word of five
 *   letters or more ending in "-ed". An -ing form alone is no finite verb ("Building the
 *   tiers from the feature list." is a fragment); with an auxiliary, the auxiliary counts.
 *   "A product manager, a designer, three engineers and a data analyst." has none: it
 *   answers a question asked before it, it states nothing on its own. Nor do "founder led"
 *   or "product-led" (a kind of motion), a clause describing a noun set off by commas, or a
 *   noun with the clause describing it and no verb of the sentence's own ("The other thing
 *   that designers get upset about.", "Prospects who visit the booth in person.", "Even
 *   from the week that we launched."); a finite "be" opens a verb group of its own, so
 *   "The cheapest test that a team can run is a survey." has one. A base form is a verb
 *   only after a subject, an auxiliary, an adverb, "please" or another verb, or opening a
 *   sentence of more than one word: after a singular noun it names a thing ("A
 *   simple way to measure product market fit."), and alone too ("Churn."). After "I", "we"
 *   or "they" any word but a few function words is a verb, listed or not ("we encourage");
 * - no pronoun pointing outside the sentence: "he/she/him/her/his/hers" with no name or
 *   person before it in the sentence, "they/them/their" with no plural or group before it,
 *   "that/this/these/those" as a bare subject opening a clause ("For B2B, that's the
 *   point."), and "that/this" as the bare object of a verb or a preposition ending the
 *   sentence ("You should send that to your director.", "…three paragraphs in this.").
 *   "For B2B, I actually think she has a fair point." depends on who "she" is.
 */

const AUXILIARIES = new Set(
  `am is are was were be been has have had do does did done will would shall should can could may might must
  ought need needs needed dare cannot`.split(/\s+/),
);

/** Common English verbs, base forms: their -s and -ed forms are derived. */
const VERBS = `accept add adjust afford agree aim allow answer apply argue ask assume attract avoid bake become begin believe
  bet bill blow boost break bring build burn buy call care carry catch cause change charge check choose churn claim close
  come compare compete complain compound consider contact continue convert cost count create cut deal decide define deliver
  depend describe design destroy detect die discover do double drink drive drop earn eat email end enjoy enter expand expect
  experiment explain fail fall feel fight figure fill find finish fit fix fly focus follow forget form fund gain get give go
  grow guess handle hang happen hate have hear help hire hit hold hope hurt identify ignore imagine improve include increase
  invest invite involve join jump keep kill know land last launch lead learn leave let lie lift like limit listen live look
  lose love make manage matter mean measure meet miss move need notice offer open operate optimize own pay pick plan play
  point pour prefer prepare present pretend price produce promise protect prove provide publish pull push put raise rank
  reach read realize recommend reduce refer remember remove repeat replace report require respond rest retain return reward
  rise run save say scale see seem sell send serve set share ship shop show shrink sign sit sleep slow solve sound speak
  spend split stand start stay steal step stick stop struggle succeed suggest support suppose surprise survive switch take
  talk target teach tell tend test thank think throw track trade train treat trust try turn understand update use value wait
  wake walk want waste watch wear win wish wonder work worry write`.split(/\s+/);

/** Irregular past and participle forms. */
const IRREGULAR = `began begun became blew blown broke broken brought built burnt bought caught chose chosen came cut dealt did done
  drank drunk drove driven ate eaten fell fallen felt fought found flew flown forgot forgotten gave given went gone grew grown
  got gotten hung heard held hurt kept knew known led learnt left lent let lay lost made meant met paid put quit ran rang read
  rode rose risen said saw seen sold sent set shook shot showed shown shrank sang sank sat slept spoke spoken spent split
  spread stood stole stuck struck swore swam took taken taught tore told thought threw thrown understood woke wore won wrote
  written`.split(/\s+/);

/** The regular -s and -ed forms of a base verb ("try" → tries, tried; "stop" → stopped). */
function formsOf(base: string): string[] {
  const forms = [base];
  if (/(?:s|sh|ch|x|z|o)$/.test(base)) forms.push(`${base}es`);
  else if (/[^aeiou]y$/.test(base)) forms.push(`${base.slice(0, -1)}ies`);
  else forms.push(`${base}s`);
  const stem = /e$/.test(base) ? base.slice(0, -1) : /[^aeiou]y$/.test(base) ? `${base.slice(0, -1)}i` : base;
  forms.push(/e$/.test(base) ? `${base}d` : `${stem}ed`);
  // One short vowel before one final consonant doubles it: stop → stopped.
  if (/^[^aeiou]*[aeiou][bdgklmnprt]$/.test(base)) forms.push(`${base}${base.charAt(base.length - 1)}ed`);
  return forms;
}

const VERB_FORMS: ReadonlySet<string> = new Set([...AUXILIARIES, ...VERBS.flatMap(formsOf), ...IRREGULAR]);

/**
 * The forms a verb takes after a third-person subject ("that changed", "that works"):
 * auxiliaries and modals, the -s and -ed forms of the common verbs, the irregular forms.
 * Not the base forms, which after "that" are mostly nouns ("that focus", "that test").
 */
export const FINITE_VERB_FORMS: ReadonlySet<string> = new Set([...AUXILIARIES, ...VERBS.flatMap((base) => formsOf(base).slice(1)), ...IRREGULAR]);

/** Words ending in "-ed" that are no verb form. */
const NOT_PAST = new Set([
  'hundred',
  'indeed',
  'speed',
  'seed',
  'feed',
  'breed',
  'greed',
  'deed',
  'weed',
  'bed',
  'red',
  'shed',
  'sled',
  'naked',
  'sacred',
  'kindred',
]);

/** A regular "-ed" form: of a listed verb, or any word of five letters or more but the few that are no verb ("hundred"). */
const isRegularPast = (word: string) => word.endsWith('ed') && !NOT_PAST.has(word) && (VERB_FORMS.has(word) || word.length >= 5);

/** An auxiliary of the past, alone or with "not" ("was", "didn't", "hadn't"). */
const isPastAuxiliary = (word: string) => /^(?:was|were|had|did)(?:n['’]t)?$/.test(word);
const IRREGULAR_PAST: ReadonlySet<string> = new Set(IRREGULAR);

/**
 * Whether a word is a past form of a verb: a past auxiliary ("was", "didn't"), an irregular
 * form from the list above ("got", "built"; participles such as "done" among them) or a
 * regular "-ed" form (of a listed verb, or a word of five letters or more).
 */
export function isPastForm(word: string): boolean {
  const w = word.toLowerCase();
  return isPastAuxiliary(w) || IRREGULAR_PAST.has(w) || isRegularPast(w);
}

/** Pronouns and words that carry a verb in their contraction: "it's", "I'm", "we've", "let's". */
const CONTRACTED_VERB = /^(?:i|you|we|they|he|she|it|that|this|there|here|what|who|where|how|let)['’](?:s|re|ve|ll|d|m)$/;

/** Words after which a verb form is a noun ("a test", "our plans"). */
const DETERMINERS = new Set(
  'a an the my our your their his her its this that these those each every any no some one two three four five six seven eight nine ten'.split(' '),
);

/** Words ending in "s" that are no plural noun. */
const NOT_PLURAL = new Set(
  `is was has does this us its his hers as yes less plus thus whats lets always perhaps sometimes towards afterwards besides
  unless across ourselves yourselves themselves series news analysis basis business process success focus bonus status campus`.split(/\s+/),
);
const isPlural = (word: string) => /[a-z]{3,}s$/.test(word) && !/ss$/.test(word) && !NOT_PLURAL.has(word);
const PREPOSITIONS = new Set('in on about for with of from into at to by like without beyond after before around'.split(' '));

const RELATIVES = new Set(['that', 'who', 'whom', 'which']);

/** Words after which "like" is the verb ("we like", "people really like", "would like"). */
const LIKE_SUBJECTS = new Set(
  `i you we they he she it people users customers buyers everyone everybody nobody who really also still would do does did
  dont doesnt didnt don't doesn't didn't don’t doesn’t didn’t`.split(/\s+/),
);

/**
 * Nouns that make a compound adjective with "led", "driven" or "based" ("founder led",
 * "product-led", "data driven", "usage based"): the participle after them names a kind of
 * motion or company, it is not the sentence's verb ("Young B2B company, like founder led.").
 */
const COMPOUND_HEADS = new Set(
  `founder product sales community design engineering marketing growth customer user data content partner channel self
  mission value usage seat outcome research metrics hypothesis ai venture vc`.split(/\s+/),
);
const COMPOUND_PARTICIPLES = new Set(['led', 'driven', 'based']);

/** Words before a hyphen that make the word after it a verb still ("co-founded", "re-launched"). */
const VERB_PREFIXES = new Set(['co', 're', 'pre', 'un', 'over', 'under', 'out', 'mis', 'de']);

/** A clause set off by a comma that describes a noun (", which as you know worked on invoices"): its verb is not the sentence's. */
const NON_RESTRICTIVE_CLAUSE = /,\s*(?:which|who|whom|whose)\b[^,;:.!?]*/gi;

/** An auxiliary or modal, alone or carried by a contraction ("don't", "it's"). */
const isAuxiliary = (word: string) => /n['’]t$/.test(word) || CONTRACTED_VERB.test(word) || AUXILIARIES.has(word);

/** Subjects that only a verb can follow ("we encourage", "they iterate"), whether or not the verb is listed. */
const PERSONAL_SUBJECTS = new Set(['i', 'we', 'they']);
/** Words after "I", "we" or "they" that are no verb ("we all", "they both", "we two"). */
const NOT_VERBS_AFTER_SUBJECT = new Set('all both each too as at in on of for with and or but so who that which to the a an two three guys'.split(' '));
/** Base forms that are no other form too ("fit", "check"; not "cut" or "read", which are past forms as well). */
const BARE_BASE_FORMS: ReadonlySet<string> = new Set(VERBS.filter((base) => !FINITE_VERB_FORMS.has(base)));
/** Words after which a base form is a verb: a subject pronoun, a plural or an indefinite subject, a relative, a conjunction. */
const BASE_FORM_SUBJECTS = new Set(
  'i you we they who that which and or then people folks everyone everybody nobody someone somebody anyone anybody let lets please'.split(' '),
);
const takesBaseForm = (previous: string) => BASE_FORM_SUBJECTS.has(previous) || isVerbAdverb(previous) || isAuxiliary(previous) || isPlural(previous);

/** Subject pronouns that open a clause describing a noun after its relative ("the time that you have"). */
const CLAUSE_SUBJECTS = new Set(['i', 'you', 'we', 'they', 'he', 'she', 'it']);

/** Whether words[i], a relative ("that", "who", "which"), opens a clause describing the noun before it: not after a verb or a preposition ("we ran that test", "all of that"). */
function opensClause(words: readonly string[], verbs: readonly boolean[], i: number): boolean {
  return i > 0 && RELATIVES.has(words[i]!) && !PREPOSITIONS.has(words[i - 1]!) && !verbs[i - 1];
}

/** Whether "I", "we" or "they" comes right before words[i], or before the adverbs that do ("we personally…"). */
function followsPersonalSubject(words: readonly string[], i: number): boolean {
  let j = i - 1;
  while (j >= 0 && isVerbAdverb(words[j]!)) j--;
  return j >= 0 && PERSONAL_SUBJECTS.has(words[j]!);
}

/** Whether words[i] is a finite verb or an auxiliary (from the closed lists above), given which of the words before it are (`verbs`). */
function isVerbAt(words: readonly string[], verbs: readonly boolean[], i: number): boolean {
  const word = words[i]!;
  const previous = i > 0 ? words[i - 1]! : '';
  if (isAuxiliary(word)) return true;
  if (i > 0 && COMPOUND_PARTICIPLES.has(word) && COMPOUND_HEADS.has(previous)) return false;
  // After "I", "we" or "they" comes their verb, listed or not ("we encourage", "I personally think").
  if (followsPersonalSubject(words, i) && /^\p{L}+$/u.test(word) && !NOT_VERBS_AFTER_SUBJECT.has(word) && !isVerbAdverb(word)) return true;
  // "that" after a noun opens a clause and the verb follows it ("a plan that works", "companies that raise money");
  // after a verb or a preposition it is a determiner ("we ran that test", "in that case").
  if (previous === 'that' && VERB_FORMS.has(word) && opensClause(words, verbs, i - 1)) return true;
  // Right after a determiner, "a test", "the plans", "three leads" are nouns; after "to", an infinitive is no finite verb.
  if (i > 0 && (DETERMINERS.has(previous) || previous === 'to')) return false;
  // Spoken "like" is mostly a preposition or a filler ("Not like a formal memo."): a verb only after its subject.
  if (word === 'like' || word === 'likes') return i > 0 && LIKE_SUBJECTS.has(previous);
  // A base form is the verb only where a subject, an auxiliary or another verb comes before it, or opening the sentence
  // ("Start with…", "most teams fit…"): after a singular noun it is a noun ("product market fit", "the market reach").
  if (i > 0 && BARE_BASE_FORMS.has(word) && !takesBaseForm(previous) && !verbs[i - 1]) return false;
  return VERB_FORMS.has(word) || isRegularPast(word);
}

/**
 * Adverbs that stand inside a verb group or between a subject and its verb ("get really
 * annoyed", "have always loved", "we actually tried", "I then remember").
 */
export const isVerbAdverb = (word: string) => /^(?:not|never|just|really|always|already|also|still|even|actually|then|first|\w+ly)$/.test(word);

/** Finite forms of "be": they open a verb group, they never continue one. */
const FINITE_BE = new Set(['am', 'is', 'are', 'was', 'were']);

/** Verbs that a further verb of the same group may follow ("have loved", "get annoyed", "don't know"). */
const leadsGroup = (word: string) => isAuxiliary(word) || /^(?:get|gets|got|getting)$/.test(word);

/** How many groups of verbs (auxiliaries, adverbs and the verb they go with count as one) there are from word `from` on. */
function verbGroups(words: readonly string[], verbs: readonly boolean[], from: number): number {
  let groups = 0;
  let open = false; // the last verb may take a further verb of its group
  let inGroup = false;
  for (let i = from; i < words.length; i++) {
    if (verbs[i]) {
      // A finite form of "be" never continues a group ("can is" is no English): "what we can do is…" has two.
      if (!(inGroup && open) || FINITE_BE.has(words[i]!)) groups++;
      inGroup = true;
      open = leadsGroup(words[i]!);
    } else if (!(inGroup && isVerbAdverb(words[i]!))) inGroup = false;
  }
  return groups;
}

/**
 * True when the sentence has a verb of its own: outside a clause set off by commas that
 * describes a noun, and, when it opens with a noun and a clause describing it before any
 * verb ("The next thing that engineers get annoyed about."), besides that clause's verb.
 */
export function hasVerb(sentence: string): boolean {
  // A hyphenated word ("product-led", "well-known") is read as its first half, no verb;
  // after a prefix, as its second ("co-founded" → "founded").
  const unhyphenated = sentence
    .replace(NON_RESTRICTIVE_CLAUSE, ',')
    .replace(/([\p{L}\p{N}]+)-([\p{L}]+)/gu, (_, first: string, second: string) => (VERB_PREFIXES.has(first.toLowerCase()) ? second : first));
  const matches = [...unhyphenated.matchAll(WORD_PATTERN)];
  const words = matches.map((m) => m[0].toLowerCase());
  // Whether only spaces separate words[i] from the word before it (no comma, dash or quotation mark).
  const joined = (i: number) => /^\s+$/.test(unhyphenated.slice(matches[i - 1]!.index + matches[i - 1]![0].length, matches[i]!.index));
  // Left to right: whether a word is a verb may depend on whether the words before it are.
  const verbs: boolean[] = [];
  for (let i = 0; i < words.length; i++) verbs.push(isVerbAt(words, verbs, i));
  const first = verbs.indexOf(true);
  if (first === -1) return false;
  // A base form alone ("Churn.", "Focus.") names a thing, in answer to something asked before it; it commands nothing.
  if (words.length === 1 && BARE_BASE_FORMS.has(words[0]!)) return false;
  const relative = words.findIndex((w) => RELATIVES.has(w));
  if (DETERMINERS.has(words[0]!) && relative > 0 && relative < first) return verbGroups(words, verbs, relative) >= 2;
  // When the first verb is a clause's describing a noun, the sentence needs a verb besides it.
  const clause = clauseOfFirstVerb(words, verbs, first, joined);
  return clause === -1 || verbGroups(words, verbs, clause) >= 2;
}

/**
 * The relative ("that", "who", "which") opening a clause that describes a noun and holds the
 * sentence's first verb (`first`): right before that verb ("A content plan that answers every
 * question."), or before the verb's own subject with only spaces between ("The week that we
 * launched."). -1 when the first verb is no such clause's.
 */
function clauseOfFirstVerb(words: readonly string[], verbs: readonly boolean[], first: number, joined: (i: number) => boolean): number {
  if (opensClause(words, verbs, first - 1) && !CONTRACTED_VERB.test(words[first]!)) return first - 1;
  if (first >= 2 && CLAUSE_SUBJECTS.has(words[first - 1]!) && joined(first - 1) && opensClause(words, verbs, first - 2)) return first - 2;
  return -1;
}

const GENDERED = new Set(['he', 'she', 'him', 'her', 'his', 'hers', 'himself', 'herself']);
const PLURAL = new Set(['they', 'them', 'their', 'theirs', 'themselves']);
/** Nouns for people that a gendered pronoun may refer to inside the sentence. */
const PERSONS = new Set(
  `someone somebody anyone anybody everyone everybody nobody person founder cofounder ceo cto cmo vp customer user buyer seller
  manager designer engineer developer analyst marketer writer author investor employee hire candidate boss leader owner client
  friend partner colleague coach mentor advisor guest host man woman guy girl boy kid child son daughter mother father mom dad
  wife husband sister brother teacher student rep salesperson recruiter reader listener visitor creator member worker`.split(/\s+/),
);
/** Words for a group that "they" may refer to inside the sentence. */
const GROUPS = new Set(
  `people everyone everybody someone somebody anyone anybody nobody team company business startup customer user person folks
  staff audience market men women children each every crowd community government family`.split(/\s+/),
);
/**
 * A demonstrative as the bare subject of a clause that does not open the sentence: after a
 * comma or a clause-opening word, followed by a verb ("For B2B, that's the point.", "I think
 * this is why it works."). At the start of a sentence the opener rule already applies.
 */
const DEMONSTRATIVE_SUBJECT =
  /(?:[,;:]\s+|\b(?:and|but|so|because|if|when|since|although|though|that|think|guess|believe|know|mean|feel|say|said|thought|knew)\s+)["“(]?(that|this|these|those)(?:['’](?:s|ll|d|re)\b|\s+(?:is|are|was|were|will|would|has|have|had|can|could|should|might|may|must|does|did|means|makes|gets|works|sounds|seems)\b)/i;

/**
 * A demonstrative as the bare object of a verb or a preposition ending the sentence, or of
 * a verb before "to" and whom it goes to ("You should send that to your director.", "We
 * never measured this.", "There are three paragraphs in this."): what it points to was said
 * before. Not after verbs of thinking and saying, where "that" may open a clause.
 */
const DEMONSTRATIVE_AT_END = /\b([a-z]+)\s+(that|this)[.!?"”]*\s*$/i;
const DEMONSTRATIVE_BEFORE_TO = /\b([a-z]+)\s+(that|this)\s+to\s+(?:the|a|an|my|your|our|their|his|her|them|him|me|us|everyone|people)\b/i;
const CLAUSE_VERBS = new Set('think thought believe believed guess know knew mean meant feel felt say said says realize realized hope'.split(' '));
const takesObject = (word: string) => VERB_FORMS.has(word) && !CLAUSE_VERBS.has(word) && !AUXILIARIES.has(word);

function demonstrativeObject(sentence: string): string | null {
  const atEnd = DEMONSTRATIVE_AT_END.exec(sentence);
  if (atEnd && (takesObject(atEnd[1]!.toLowerCase()) || PREPOSITIONS.has(atEnd[1]!.toLowerCase()))) return atEnd[2]!;
  const beforeTo = DEMONSTRATIVE_BEFORE_TO.exec(sentence);
  return beforeTo && takesObject(beforeTo[1]!.toLowerCase()) ? beforeTo[2]! : null;
}

const isName = (token: string) => /^\p{Lu}\p{Ll}+$/u.test(token);

/**
 * The first pronoun whose referent lies outside the sentence, or null. Only a name (a
 * capitalised word after the first), a person or a group noun before the pronoun counts as
 * its referent.
 */
export function outsideReferent(sentence: string): string | null {
  const tokens = wordsOf(sentence);
  const lower = tokens.map((t) => t.toLowerCase());
  for (const [i, word] of lower.entries()) {
    const before = lower.slice(0, i);
    if (GENDERED.has(word)) {
      const named = tokens.slice(1, i).some((t) => isName(t) && t !== 'I');
      if (!named && !before.some((w) => PERSONS.has(w) || PERSONS.has(w.replace(/s$/, '')))) return tokens[i]!;
    } else if (PLURAL.has(word)) {
      if (!before.some((w) => GROUPS.has(w) || isPlural(w) || (w.endsWith('s') && GROUPS.has(w.slice(0, -1))))) return tokens[i]!;
    }
  }
  return DEMONSTRATIVE_SUBJECT.exec(sentence)?.[1] ?? demonstrativeObject(sentence);
}
