import { describe, expect, it } from 'vitest';
import { anyLexemeTsQuery, tsvectorOf } from './lexemes.js';

describe('tsvectorOf', () => {
  it('writes each distinct term once with the positions where it occurs', () => {
    expect(tsvectorOf(['price', 'seat', 'price', 'ab', 'price'])).toBe("'price':1,3,5 'seat':2 'ab':4");
  });

  it('quotes characters that tsvector input treats specially', () => {
    expect(tsvectorOf(["it's", 'a\\b', 'x:y'])).toBe("'it''s':1 'a\\\\b':2 'x:y':3");
  });

  it('is empty for a passage without terms', () => {
    expect(tsvectorOf([])).toBe('');
  });
});

describe('anyLexemeTsQuery', () => {
  it('matches any of the quoted terms, or nothing without terms', () => {
    expect(anyLexemeTsQuery(['price', "o'neil", 'a/b'])).toBe("'price' | 'o''neil' | 'a/b'");
    expect(anyLexemeTsQuery([])).toBeNull();
  });
});
