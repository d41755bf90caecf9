import { MAX_QUESTION_CHARS, MAX_QUESTION_WORDS } from './limits.js';
import { unstorableText } from './text.js';

export const QUESTION_TOO_LONG = `Please rephrase in ${MAX_QUESTION_WORDS} words or fewer.`;
export const QUESTION_TOO_MANY_CHARS = `Please keep your question to ${MAX_QUESTION_CHARS} characters or fewer.`;
export const QUESTION_BLANK = 'Please enter a question.';
export const QUESTION_NO_WORDS = 'Please ask your question in words.';
export const QUESTION_NOT_TEXT = 'The question must be text.';
/** The rule as the question box shows it. */
export const QUESTION_RULE = `At most ${MAX_QUESTION_WORDS} words and ${MAX_QUESTION_CHARS} characters.`;

/** Words as SPEC §5 counts them: split on whitespace. */
export function countWords(text: string): number {
  const trimmed = text.trim();
  return trimmed === '' ? 0 : trimmed.split(/\s+/).length;
}

export const isQuestionTooLong = (text: string) => countWords(text) > MAX_QUESTION_WORDS;

/** Characters as the question box counts them (code points, after trimming). */
export const countChars = (text: string) => [...text.trim()].length;

export const hasTooManyChars = (text: string) => countChars(text) > MAX_QUESTION_CHARS;

/** The problem with a question, or null when it may be asked. */
export function questionError(text: string): string | null {
  if (text.trim() === '') return QUESTION_BLANK;
  const unstorable = unstorableText(text);
  if (unstorable) return unstorable;
  // "???" or "🔥🔥" asks nothing the archive could answer, and would be saved as a prompt.
  if (!hasWords(text)) return QUESTION_NO_WORDS;
  return lengthError(text, QUESTION_TOO_MANY_CHARS);
}

/** Whether a text holds a letter or a digit: "???" or "🔥🔥" holds no words. */
const hasWords = (text: string) => /[\p{L}\p{N}]/u.test(text);

/** SPEC §5's length rule, the word rule first: a text over both limits is told the rule it names. */
function lengthError(text: string, tooManyChars: string): string | null {
  if (isQuestionTooLong(text)) return QUESTION_TOO_LONG;
  if (hasTooManyChars(text)) return tooManyChars;
  return null;
}

/** A prompt's text as an administrator edits it: a question's rules, said of the question rather than to its asker. */
export const PROMPT_TEXT_TOO_MANY_CHARS = `Please keep the question to ${MAX_QUESTION_CHARS} characters or fewer.`;
export const PROMPT_TEXT_NO_WORDS = 'Please write the question in words.';

/**
 * The problem with a prompt text an administrator gives, or null: it keeps to the rules of a
 * visitor's question (words, then the word rule in the same words, then characters), so no
 * edit makes a prompt a visitor could not ask.
 */
export function promptTextError(text: string): string | null {
  if (!hasWords(text)) return PROMPT_TEXT_NO_WORDS;
  return lengthError(text, PROMPT_TEXT_TOO_MANY_CHARS);
}

/**
 * The form under which two questions count as the same: lower case, letters and
 * digits only, single spaces. "What is PLG?" and "what is plg" are one question.
 */
export function normalizeQuestion(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/['’`]/g, '')
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
}
