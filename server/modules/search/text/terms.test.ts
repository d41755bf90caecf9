import { describe, expect, it } from 'vitest';
import { contentWords, distinctTerms, stem, termOf, tokenize, words } from './terms.js';

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

  it('writes numbers from ten up as their digits, as transcripts do, and leaves smaller ones words', () => {
    expect(tokenize('Our first ninety days')).toEqual(tokenize('Our first 90 days'));
    expect(words('Ten, Twelve and FIFTY-two')).toEqual(['10', '12', 'and', '50', 'two']);
    expect(contentWords('one or two or ninety')).toEqual(['one', 'two', '90']);
    // Only whole words: "tenant", "often" and "seventh" stay.
    expect(words('tenant often seventh')).toEqual(['tenant', 'often', 'seventh']);
  });

  it('gives nothing for a text of function words', () => {
    expect(tokenize('What is it, and why?')).toEqual([]);
  });

  it('lists each term once in order of first appearance', () => {
    expect(distinctTerms('Pricing, priced, prices and the price page')).toEqual(['price', 'page']);
  });
});

describe('stem (Snowball English, as PostgreSQL’s english configuration)', () => {
  // Examples from the Snowball English (Porter2) reference vocabulary.
  it.each([
    ['caresses', 'caress'],
    ['ponies', 'poni'],
    ['generalizations', 'general'],
    ['marketplaces', 'marketplac'],
    ['hopping', 'hop'],
    ['happy', 'happi'],
    ['relational', 'relat'],
    ['adjustment', 'adjust'],
    ['controlling', 'control'],
    ['news', 'news'],
    ['dying', 'die'],
  ])('%s → %s', (word, stemmed) => {
    expect(stem(word)).toBe(stemmed);
  });

  it('conflates inflections of one word', () => {
    expect(new Set(['experiment', 'experiments', 'experimenting', 'experimented'].map(stem)).size).toBe(1);
    expect(new Set(['hire', 'hires', 'hiring', 'hired'].map(stem)).size).toBe(1);
  });

  it('leaves digits alone and gives no term for function words or lone letters', () => {
    expect(stem('2024')).toBe('2024');
    expect(termOf('the')).toBeNull();
    expect(termOf('x')).toBeNull();
    expect(termOf('7')).toBe('7');
  });
});

describe('contentWords', () => {
  it('keeps each content word once, folded and unstemmed, for engines that stem by themselves', () => {
    expect(contentWords('How do Pricing and PRICING pages at Café Nova work?')).toEqual(['pricing', 'pages', 'cafe', 'nova', 'work']);
  });

  it('gives nothing for a query of function words alone', () => {
    expect(contentWords('how do I do it?')).toEqual([]);
  });
});
