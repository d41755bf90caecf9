import { describe, expect, it } from 'vitest';
import {
  countChars,
  countWords,
  isQuestionTooLong,
  normalizeQuestion,
  PROMPT_TEXT_NO_WORDS,
  PROMPT_TEXT_TOO_MANY_CHARS,
  promptTextError,
  QUESTION_BLANK,
  QUESTION_NO_WORDS,
  QUESTION_TOO_LONG,
  QUESTION_TOO_MANY_CHARS,
  questionError,
} from './question.js';
import { LONE_SURROGATE_MESSAGE, NUL_MESSAGE } from './text.js';

const words = (n: number) => Array.from({ length: n }, (_, i) => `w${i}`).join(' ');

describe('the 20-word rule (SPEC §5)', () => {
  it('counts words split on any whitespace', () => {
    expect(countWords('')).toBe(0);
    expect(countWords('   ')).toBe(0);
    expect(countWords(' how  do\tI\nprice ')).toBe(4);
  });

  it('accepts 20 words and refuses 21 with the SPEC message', () => {
    expect(isQuestionTooLong(words(20))).toBe(false);
    expect(questionError(words(20))).toBeNull();
    expect(isQuestionTooLong(words(21))).toBe(true);
    expect(questionError(words(21))).toBe('Please rephrase in 20 words or fewer.');
    expect(QUESTION_TOO_LONG).toBe('Please rephrase in 20 words or fewer.');
  });

  it('tells a question over both limits the SPEC word rule', () => {
    expect(questionError(Array(25).fill('internationalization').join(' '))).toBe(QUESTION_TOO_LONG);
  });

  it('refuses blank questions', () => {
    expect(questionError('')).toBe(QUESTION_BLANK);
    expect(questionError(' \n\t ')).toBe(QUESTION_BLANK);
  });

  it('refuses a question without a letter or a digit, and takes one in any script', () => {
    expect(questionError('???!!!')).toBe(QUESTION_NO_WORDS);
    expect(questionError('🔥 🔥 🔥')).toBe(QUESTION_NO_WORDS);
    expect(questionError('¿ … —')).toBe(QUESTION_NO_WORDS);
    expect(questionError('¿Cuánto cuesta?')).toBeNull();
    expect(questionError('定价?')).toBeNull();
    expect(questionError('2024?')).toBeNull();
  });
});

describe('the 300-character rule and NUL', () => {
  it('accepts 300 characters and refuses 301, counting code points after trimming', () => {
    expect(questionError(`  ${'a'.repeat(300)}  `)).toBeNull();
    expect(questionError('a'.repeat(301))).toBe(QUESTION_TOO_MANY_CHARS);
    expect(QUESTION_TOO_MANY_CHARS).toBe('Please keep your question to 300 characters or fewer.');
    expect(countChars('😀'.repeat(300))).toBe(300);
    expect(questionError(`why ${'😀'.repeat(296)}`)).toBeNull();
    expect(questionError(`why ${'😀'.repeat(297)}`)).toBe(QUESTION_TOO_MANY_CHARS);
  });

  it('refuses a single word of 2,047 characters (longer than PostgreSQL indexes) as too long', () => {
    expect(questionError(`pricing ${'x'.repeat(2047)}`)).toBe(QUESTION_TOO_MANY_CHARS);
  });

  it('refuses a NUL character and a lone surrogate', () => {
    expect(questionError('how to price\u0000 saas')).toBe(NUL_MESSAGE);
    expect(questionError('how to price\ud800 saas')).toBe(LONE_SURROGATE_MESSAGE);
  });
});

describe("an administrator's prompt text keeps to the same limits", () => {
  it("refuses more than 20 words first (in the visitor's words), then more than 300 characters counted as the question box counts them", () => {
    expect(promptTextError(words(20))).toBeNull();
    expect(promptTextError(words(21))).toBe(QUESTION_TOO_LONG);
    expect(promptTextError(`${'x'.repeat(400)} ${words(25)}`)).toBe(QUESTION_TOO_LONG);
    expect(promptTextError(` a${'😀'.repeat(299)} `)).toBeNull();
    expect(promptTextError(`a${'😀'.repeat(300)}`)).toBe(PROMPT_TEXT_TOO_MANY_CHARS);
  });

  it("refuses a text with no letter or digit, as a visitor's question is refused", () => {
    expect(promptTextError('???')).toBe(PROMPT_TEXT_NO_WORDS);
    expect(promptTextError('🔥 🔥')).toBe(PROMPT_TEXT_NO_WORDS);
    expect(promptTextError('Is PLG dead?')).toBeNull();
  });
});

describe('normalizeQuestion', () => {
  it('ignores case, punctuation, apostrophes, accents and spacing', () => {
    expect(normalizeQuestion('What is PLG?')).toBe('what is plg');
    expect(normalizeQuestion('  what   is plg ')).toBe('what is plg');
    expect(normalizeQuestion("What's a growth-loop?!")).toBe('whats a growth loop');
    expect(normalizeQuestion('Café pricing')).toBe('cafe pricing');
  });

  it('keeps different questions different', () => {
    expect(normalizeQuestion('What is a growth loop?')).not.toBe(normalizeQuestion('What is a retention loop?'));
  });
});
