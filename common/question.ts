import { MAX_QUESTION_WORDS } from './limits.js';

export const QUESTION_TOO_LONG = `Please rephrase in ${MAX_QUESTION_WORDS} words or fewer.`;
export const QUESTION_BLANK = 'Please enter a question.';

/** Words as SPEC §5 counts them: split on whitespace. */
export function countWords(text: string): number {
  const trimmed = text.trim();
  return trimmed === '' ? 0 : trimmed.split(/\s+/).length;
}

export const isQuestionTooLong = (text: string) => countWords(text) > MAX_QUESTION_WORDS;

/** The problem with a question, or null when it may be asked. */
export function questionError(text: string): string | null {
  if (text.trim() === '') return QUESTION_BLANK;
  if (isQuestionTooLong(text)) return QUESTION_TOO_LONG;
  return null;
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
