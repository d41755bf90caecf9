import { isNoInformationAnswer } from './answer.js';
import { splitSentences } from './passages.js';
import { hasVerb, outsideReferent } from './standalone-sentence.js';
import { wordsOf } from './words.js';

/**
 * The readability rules of an answer (issue 8, item 2), checked on its markdown. Pure: the
 * evaluation counts answers that pass and the most common problems. The "no information"
 * sentence is a decline, not an answer, and is not checked.
 *
 * The shape an answer must have:
 *
 *   <lead: 1 to 3 sentences answering the question>
 *
 *   ## Key Takeaways
 *
 *   - <2 to 4 bullets, each a complete, self-contained sentence>
 *
 *   <connecting text (facts only: who, which episode, when, the subject) and the quotes,
 *    each a blockquote followed by an attribution naming the speaker, the episode and the
 *    time, grouped by episode>
 *
 * Rules, each with a code so problems can be counted:
 * - `lead-missing`, `lead-length`: prose of 1 to 3 sentences before `## Key Takeaways`
 *   (headings and blockquotes do not count as lead);
 * - `lead-opener`: the lead's first sentence does not start with a dependent opener;
 * - `takeaways-missing`, `takeaways-count`: a `## Key Takeaways` section of 2 to 4 bullets;
 * - `takeaway-capital`, `takeaway-end`, `takeaway-short`, `takeaway-opener`: each bullet's
 *   statement starts with a capital letter (or a digit), ends with `.`, `!` or `?` (closing
 *   quotes or brackets may follow), has at least 6 words, and does not start with a word of
 *   DEPENDENT_OPENERS;
 * - `takeaway-no-verb`, `takeaway-pronoun`: each bullet's statement stands on its own
 *   (standalone-sentence.ts): it has a verb (a list of nouns answering a question asked
 *   before it states nothing), and no pronoun whose referent lies outside it ("she" with no
 *   person before it, "they" with no group, "that's" opening a later clause). A bullet's statement is its text without an attribution written as a
 *   prefix (`Speaker (episode 12): …`, `**Speaker, episode 12:** …`) or as a suffix in
 *   brackets or after a dash (`… (Speaker, episode 12)`, `… — Speaker, episode 12`);
 * - `quoted-label`: no quotation of 1 to 3 words in the prose (lead, takeaways, connecting
 *   text) in double quotation marks (straight or curly): a word or short phrase of the
 *   answer in quotation marks is a topic label ('talk about “finding” and “fit”'). A
 *   quotation ending with sentence punctuation (a speaker's short sentence) and one equal to
 *   one of `allowedQuotations` (episode titles) are allowed, and so are quotation marks inside a title;
 * - `shared-words`: no sentence of the lead (unless it is a speaker's attributed words) or of
 *   the connecting text about which words the quotes share or bring in (SHARED_WORDS_PATTERNS);
 * - `no-quotes`, `quote-unattributed`, `quotes-not-grouped`: at least one blockquote; each
 *   followed (or ended) by an attribution line that names the episode (`episode 12`), the
 *   time (`mm:ss` or `h:mm:ss`) and a speaker (a capitalised word other than "Episode");
 *   the quotes of one episode next to each other.
 */

export type ReadabilityRule =
  | 'lead-missing'
  | 'lead-length'
  | 'lead-opener'
  | 'takeaways-missing'
  | 'takeaways-count'
  | 'takeaway-capital'
  | 'takeaway-end'
  | 'takeaway-short'
  | 'takeaway-opener'
  | 'takeaway-no-verb'
  | 'takeaway-pronoun'
  | 'quote-marks'
  | 'quoted-label'
  | 'shared-words'
  | 'no-quotes'
  | 'quote-unattributed'
  | 'quotes-not-grouped';

export interface ReadabilityProblem {
  rule: ReadabilityRule;
  /** What is wrong, with the offending text. */
  message: string;
}

export interface ReadabilityOptions {
  /** Quotations the prose may contain (episode titles and subjects), compared ignoring case and punctuation. */
  allowedQuotations?: readonly string[];
}

/**
 * Words that make a sentence lean on the one before it (or on the host's question): a
 * takeaway or a lead starting with one is not self-contained. Compared with the first word,
 * ignoring case, with a contraction's ending removed ("That's" → "that", "It'll" → "it").
 */
export const DEPENDENT_OPENERS: ReadonlySet<string> = new Set([
  // conjunctions and connectives
  'and',
  'but',
  'or',
  'nor',
  'so',
  'because',
  'which',
  'then',
  'also',
  'plus',
  'however',
  'therefore',
  'thus',
  'hence',
  'otherwise',
  'instead',
  'still',
  'again',
  'anyway',
  'anyways',
  'another',
  // pronouns and demonstratives pointing back
  'that',
  'this',
  'these',
  'those',
  'it',
  'they',
  'them',
  'he',
  'she',
  'him',
  'her',
  'there',
  'here',
  'such',
  // a verb whose subject was said before it ("Is a huge mistake…"; a question ends with "?" instead)
  'is',
  'isn',
  'are',
  'aren',
  'was',
  'wasn',
  'were',
  'weren',
  // replies, fillers and discourse markers
  'yeah',
  'yes',
  'yep',
  'yup',
  'no',
  'nope',
  'well',
  'now',
  'okay',
  'ok',
  'right',
  'sure',
  'oh',
  'ah',
  // "Hey, …" opens words the speaker imagines someone saying, not a statement of their own
  'hey',
  'um',
  'uh',
  'hmm',
  'like',
  'exactly',
  'totally',
  'absolutely',
  'definitely',
]);

/** Sentences about the words quotes share or bring in, rather than about what was said. */
export const SHARED_WORDS_PATTERNS: readonly RegExp[] = [
  // 'Both X and Y talk about…', 'X, Y and Z all talk about…'; not a speaker's 'we all are excited, and the founders want to talk about…'.
  /\bboth\b[^.!?]*\b(?:talk|speak|touch)(?:s|es|ed)? (?:about|on)\b/i,
  /\ball (?:talk|speak|touch)(?:s|es|ed)? (?:about|on)\b/i,
  // 'X brings in “completion”', not a speaker's 'bring in a sales team'.
  /\bbrings? in ["“]/i,
  /\b(?:also )?(?:talks|speaks|touches) (?:about|on) ["“]/i,
  /\b(?:words?|terms?|phrases?)\b[^.!?]*\b(?:share|shares|shared|use|uses|used|mention|mentions|in common)\b/i,
  /\b(?:share|shares|shared|use|uses|mention|mentions)\b[^.!?]*\b(?:words?|terms?|phrases?)\b/i,
  /\bin common\b/i,
];

const KEY_TAKEAWAYS = /^#{1,6}\s*Key Takeaways\s*$/i;
const HEADING = /^#{1,6}\s/;
const BULLET = /^\s*(?:[-*+]|\d+[.)])\s+(.*)$/;
const TIME = /\b\d{1,2}:\d{2}(?::\d{2})?\b/;
const EPISODE = /\bepisode\s+#?(\d+)\b/i;
const QUOTATION = /["“]([^"“”]+)["”]/g;
export const MIN_TAKEAWAY_WORDS = 6;

/** Markdown emphasis, links and code marks removed: the words a reader sees. */
const plain = (text: string) =>
  text
    .replace(/!?\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/(\*\*|__|\*|_|`)/g, '')
    .trim();

const comparable = (text: string) => wordsOf(text.toLowerCase()).join(' ');

/** The first word, lower-cased, without a contraction's ending. */
function opener(sentence: string): string {
  const first = wordsOf(sentence)[0] ?? '';
  return first.toLowerCase().split(/['’]/)[0]!;
}

const excerpt = (text: string) => (text.length > 90 ? `${text.slice(0, 87)}…` : text);

/** A bullet's statement: without an attribution prefix or suffix. */
export function takeawayStatement(bullet: string): string {
  let text = plain(bullet);
  // "Speaker (episode 12): …", "Speaker, episode 12: …", "Speaker: …" (a name of capitalised words)
  text = text.replace(/^[^:.!?]{0,80}?\bepisode\s+#?\d+\)?\s*:\s*/i, '');
  text = text.replace(/^(?:\p{Lu}[\p{L}'’-]*\s+){0,3}\p{Lu}[\p{L}'’-]*\s*:\s+/u, '');
  // "… (Speaker, episode 12)", "… (Speaker, episode 12)." (the stop after it is the statement's) or "… — Speaker, episode 12"
  text = text.replace(/\s*\([^()]*\bepisode\s+#?\d+[^()]*\)(?=[.!?]?\s*$)/i, '');
  text = text.replace(/(?:\s*[—–]\s*|\s+--?\s+)[^—–]*\bepisode\s+#?\d+[^—–]*$/i, '');
  return text.trim();
}

function checkSentence(statement: string, prefix: 'takeaway', problems: ReadabilityProblem[]): void {
  const first = statement.replace(/^["“'‘([]+/, '');
  if (!/^[\p{Lu}\p{N}]/u.test(first))
    problems.push({ rule: `${prefix}-capital`, message: `takeaway does not start with a capital letter: "${excerpt(statement)}"` });
  if (!/[.!?]["'’”)\]]*$/.test(statement)) problems.push({ rule: `${prefix}-end`, message: `takeaway does not end with . ! or ?: "${excerpt(statement)}"` });
  const count = wordsOf(statement).length;
  if (count < MIN_TAKEAWAY_WORDS)
    problems.push({ rule: `${prefix}-short`, message: `takeaway has ${count} words (at least ${MIN_TAKEAWAY_WORDS}): "${excerpt(statement)}"` });
  const word = opener(statement);
  if (DEPENDENT_OPENERS.has(word))
    problems.push({ rule: `${prefix}-opener`, message: `takeaway starts with "${word}", which needs the sentence before it: "${excerpt(statement)}"` });
  if (!hasVerb(statement)) problems.push({ rule: `${prefix}-no-verb`, message: `takeaway has no verb, it is no statement: "${excerpt(statement)}"` });
  const pronoun = outsideReferent(statement);
  if (pronoun)
    problems.push({ rule: `${prefix}-pronoun`, message: `takeaway uses "${pronoun}", whose referent is not in the sentence: "${excerpt(statement)}"` });
}

function checkQuotations(prose: string, titles: readonly string[], problems: ReadabilityProblem[]): void {
  const allowed = new Set(titles.map(comparable));
  // A title's own quotation marks (“Like” in a title naming the Like button) are the title's, not a label.
  const text = titles.reduce((rest, title) => (title === '' ? rest : rest.split(title).join(' ')), plain(prose));
  for (const match of text.matchAll(QUOTATION)) {
    const inner = match[1]!.trim();
    const count = wordsOf(inner).length;
    // A speaker's short sentence quoted whole ends with its punctuation; a label does not.
    if (count >= 1 && count <= 3 && !/[.!?,]$/.test(inner) && !allowed.has(comparable(inner)))
      problems.push({ rule: 'quoted-label', message: `a short phrase in quotation marks reads as a topic label: ${match[0]}` });
  }
}

function checkSharedWords(prose: string, problems: ReadabilityProblem[]): void {
  for (const sentence of splitSentences(plain(prose))) {
    if (SHARED_WORDS_PATTERNS.some((p) => p.test(sentence)))
      problems.push({ rule: 'shared-words', message: `a sentence about the words the quotes share: "${excerpt(sentence)}"` });
  }
}

interface Paragraph {
  lines: string[];
}

/** Blank-line separated paragraphs, and single-line headings apart. */
function paragraphs(lines: readonly string[]): Paragraph[] {
  const out: Paragraph[] = [];
  let current: string[] = [];
  const flush = () => {
    if (current.length > 0) out.push({ lines: current });
    current = [];
  };
  for (const line of lines) {
    if (line.trim() === '') flush();
    else if (HEADING.test(line.trim())) {
      flush();
      out.push({ lines: [line] });
      flush();
    } else current.push(line);
  }
  flush();
  return out;
}

const isQuoteLine = (line: string) => /^\s*>/.test(line);

const isAttribution = (line: string) => {
  const text = plain(line.replace(/^\s*>\s?/, ''));
  const names = wordsOf(text).filter((w) => /^\p{Lu}/u.test(w) && w.toLowerCase() !== 'episode');
  return EPISODE.test(text) && TIME.test(text) && names.length > 0;
};

/** The problems of an answer's markdown; empty when it reads as the rules ask (and for a decline). */
/** Double quotation marks come in pairs: one left alone opens or closes nothing the reader can see. */
export const hasUnpairedQuoteMark = (text: string) => (text.match(/["“”]/g) ?? []).length % 2 === 1;

function checkQuoteMarks(text: string, where: string, problems: ReadabilityProblem[]): void {
  if (hasUnpairedQuoteMark(text))
    problems.push({ rule: 'quote-marks', message: `${where} has a quotation mark without its partner: "${excerpt(plain(text))}"` });
}

/** What the rules find wrong with one Key Takeaways bullet (with or without its attribution). */
export function takeawayProblems(bullet: string, allowedQuotations: readonly string[] = []): ReadabilityProblem[] {
  const problems: ReadabilityProblem[] = [];
  checkSentence(takeawayStatement(bullet), 'takeaway', problems);
  checkQuotations(bullet, allowedQuotations, problems);
  checkQuoteMarks(bullet, 'a takeaway', problems);
  return problems;
}

export function checkAnswerReadability(markdown: string, options: ReadabilityOptions = {}): ReadabilityProblem[] {
  if (isNoInformationAnswer(markdown)) return [];
  const allowed = options.allowedQuotations ?? [];
  const problems: ReadabilityProblem[] = [];
  const lines = markdown.replace(/\r\n?/g, '\n').split('\n');
  const headingAt = lines.findIndex((l) => KEY_TAKEAWAYS.test(l.trim()));

  // The lead: prose paragraphs before the Key Takeaways heading.
  const leadParagraphs = paragraphs(headingAt === -1 ? [] : lines.slice(0, headingAt)).filter(
    (p) => !HEADING.test(p.lines[0]!.trim()) && !p.lines.every(isQuoteLine) && !isAttribution(p.lines[0]!),
  );
  const lead = leadParagraphs.map((p) => p.lines.join(' ')).join(' ');
  const leadSentences = splitSentences(plain(lead));
  if (headingAt === -1) problems.push({ rule: 'takeaways-missing', message: 'no "## Key Takeaways" section' });
  else if (leadSentences.length === 0) problems.push({ rule: 'lead-missing', message: 'no lead before "## Key Takeaways"' });
  else {
    if (leadSentences.length > 3) problems.push({ rule: 'lead-length', message: `the lead has ${leadSentences.length} sentences (1 to 3)` });
    const word = opener(leadSentences[0]!);
    if (DEPENDENT_OPENERS.has(word))
      problems.push({ rule: 'lead-opener', message: `the lead starts with "${word}", which needs a sentence before it: "${excerpt(leadSentences[0]!)}"` });
    checkQuotations(lead, allowed, problems);
    checkQuoteMarks(lead, 'the lead', problems);
    // "Speaker (episode 12): …" is the speaker's words: the rule on shared words is about our prose.
    if (takeawayStatement(lead) === plain(lead)) checkSharedWords(lead, problems);
  }

  // Key Takeaways: the list right after the heading, up to the next heading or paragraph.
  let rest = headingAt === -1 ? lines : lines.slice(headingAt + 1);
  if (headingAt !== -1) {
    const bullets: string[] = [];
    let i = 0;
    while (i < rest.length && rest[i]!.trim() === '') i++;
    for (; i < rest.length; i++) {
      const line = rest[i]!;
      const bullet = BULLET.exec(line);
      if (bullet) bullets.push(bullet[1]!);
      else if (line.trim() !== '' && /^\s{2,}\S/.test(line) && bullets.length > 0) bullets[bullets.length - 1] += ` ${line.trim()}`;
      else if (line.trim() === '' && BULLET.test(rest[i + 1] ?? '')) continue;
      else break;
    }
    rest = rest.slice(i);
    if (bullets.length < 2 || bullets.length > 4) problems.push({ rule: 'takeaways-count', message: `Key Takeaways has ${bullets.length} bullets (2 to 4)` });
    for (const bullet of bullets) problems.push(...takeawayProblems(bullet, allowed));
  }

  // The body: connecting text and attributed quotes.
  const body = paragraphs(rest);
  const quoted: number[] = [];
  let quotes = 0;
  for (const [index, paragraph] of body.entries()) {
    const first = paragraph.lines[0]!.trim();
    if (HEADING.test(first)) continue;
    if (isQuoteLine(paragraph.lines[0]!)) {
      quotes++;
      const quoteLines = paragraph.lines.filter(isQuoteLine);
      const after = paragraph.lines.find((l) => !isQuoteLine(l)) ?? body[index + 1]?.lines[0] ?? '';
      const attribution = [quoteLines[quoteLines.length - 1]!, after].find(isAttribution);
      if (!attribution) {
        problems.push({
          rule: 'quote-unattributed',
          message: `a quote without speaker, episode and time: "${excerpt(plain(quoteLines.join(' ').replace(/>\s?/g, '')))}"`,
        });
        continue;
      }
      quoted.push(Number(EPISODE.exec(plain(attribution))![1]));
      continue;
    }
    if (isAttribution(first) && index > 0 && isQuoteLine(body[index - 1]!.lines[0]!)) continue;
    const prose = paragraph.lines.filter((l) => !isQuoteLine(l)).join(' ');
    checkQuotations(prose, allowed, problems);
    checkSharedWords(prose, problems);
  }
  if (quotes === 0) problems.push({ rule: 'no-quotes', message: 'no blockquoted quote' });
  const seen = new Set<number>();
  for (const [i, episode] of quoted.entries()) {
    if (seen.has(episode) && quoted[i - 1] !== episode) {
      problems.push({ rule: 'quotes-not-grouped', message: `the quotes of episode ${episode} are not next to each other` });
      break;
    }
    seen.add(episode);
  }
  return problems;
}
