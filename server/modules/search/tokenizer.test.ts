import { describe, expect, it } from 'vitest';
import { tokenize, words } from './tokenizer.js';

describe('tokenize', () => {
  it('lower-cases, drops function words and stems', () => {
    expect(tokenize('How did the Pricing experiments go?')).toEqual(['price', 'experi', 'go']);
  });

  it('drops possessive s and joins other apostrophes', () => {
    expect(words("GitLab's team didn’t wait")).toEqual(['gitlab', 'team', 'didnt', 'wait']);
    expect(tokenize("GitLab's team didn't wait")).toEqual(['gitlab', 'team', 'wait']);
  });

  it('keeps single letters joined by a slash or ampersand together', () => {
    expect(tokenize('Run A/B tests on the R&D budget')).toEqual(['run', 'ab', 'test', 'rd', 'budget']);
  });

  it('keeps numbers, drops lone letters, folds accents and splits on hyphens', () => {
    expect(tokenize('92% of two-sided café ideas: a b c')).toEqual(['92', 'two', 'side', 'cafe', 'idea']);
  });

  it('gives nothing for a text of function words', () => {
    expect(tokenize('What is it, and why?')).toEqual([]);
  });
});
