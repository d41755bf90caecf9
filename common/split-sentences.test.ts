import { describe, expect, it } from 'vitest';
import { splitSentences } from './passages.js';

describe('splitSentences', () => {
  it('splits at sentence ends and keeps the punctuation', () => {
    expect(splitSentences('We tried it. Did it work? Yes! It did.')).toEqual(['We tried it.', 'Did it work?', 'Yes!', 'It did.']);
  });

  it('keeps decimals and web addresses inside one sentence', () => {
    expect(splitSentences('Go to example.com today. Conversion rose 3.5 points.')).toEqual(['Go to example.com today.', 'Conversion rose 3.5 points.']);
  });

  it('keeps closing quotes with their sentence and joins lines', () => {
    expect(splitSentences('He said "ship it." Then\nwe shipped')).toEqual(['He said "ship it."', 'Then we shipped']);
  });

  it('keeps text without an end mark, and ellipses', () => {
    expect(splitSentences('Well... maybe not')).toEqual(['Well...', 'maybe not']);
    expect(splitSentences('   ')).toEqual([]);
  });
});
