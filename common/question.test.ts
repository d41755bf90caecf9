import { describe, expect, it } from 'vitest';
import { countWords, isQuestionTooLong, normalizeQuestion, QUESTION_BLANK, QUESTION_TOO_LONG, questionError } from './question.js';

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

  it('refuses blank questions', () => {
    expect(questionError('')).toBe(QUESTION_BLANK);
    expect(questionError(' \n\t ')).toBe(QUESTION_BLANK);
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
