import { describe, expect, it } from 'vitest';
import { wordsOf } from './words.js';

describe('wordsOf', () => {
  it('keeps inner apostrophes, letters of any script and digits, and drops punctuation', () => {
    expect(wordsOf("Don't ship it — Lenny’s café sold 12,000 in '24!")).toEqual(["Don't", 'ship', 'it', 'Lenny’s', 'café', 'sold', '12', '000', 'in', '24']);
  });

  it('gives no words for text without letters or digits', () => {
    expect(wordsOf(' … — !? ')).toEqual([]);
  });
});
