import { describe, expect, it } from 'vitest';
import { matchQuote, normalizeQuoteText, quoteMatchScore } from './quote-match';

const source =
  'Your value metric should grow when your customer’s business grows. If a customer doubles in size and your bill stays flat, you’ve picked the wrong metric.';

describe('quoteMatchScore', () => {
  it('scores 0.9 when the blockquote starts with the first 50 characters of the source', () => {
    expect(quoteMatchScore(`“${source}”`, source)).toBe(0.9);
  });

  it('scores 0.9 when a shortened blockquote is part of the source', () => {
    expect(quoteMatchScore('"If a customer doubles in size and your bill stays flat…"', source)).toBe(0.9);
  });

  it('otherwise scores the share of the blockquote words longer than 3 letters that the source has', () => {
    // words over 3 letters: value, metric, grows, with, customers, revenue; the source has 4 of them
    const score = quoteMatchScore('The value metric grows with customers and revenue', source);
    expect(score).toBeCloseTo(4 / 6);
  });

  it('ignores words of 3 letters or fewer', () => {
    expect(quoteMatchScore('and the of you a it is', source)).toBe(0);
  });

  it('is 0 for empty text', () => {
    expect(quoteMatchScore('', source)).toBe(0);
    expect(quoteMatchScore('anything', '')).toBe(0);
  });
});

describe('matchQuote', () => {
  const sources = [{ text: 'Retention is the only growth metric that compounds over the years, everything else leaks.' }, { text: source }];

  it('picks the best matching source', () => {
    expect(matchQuote(source, sources)).toBe(1);
  });

  it('picks the source with the very words when two open alike (a cold open repeating a later passage)', () => {
    const later = 'We tested the paywall for a month, and revenue per visitor went up nineteen percent, which nobody expected.';
    const coldOpen = 'We tested the paywall for a month, and revenue per visitor went up nineteen percent.';
    expect(matchQuote(coldOpen, [{ text: later }, { text: coldOpen }])).toBe(1);
    expect(matchQuote(later, [{ text: later }, { text: coldOpen }])).toBe(0);
  });

  it('needs a score above 0.2', () => {
    // 1 of 5 significant words shared ("metric") = 0.2: not enough
    expect(matchQuote('metric stories about hiring founders', [{ text: source }])).toBeNull();
    // 2 of 5 = 0.4
    expect(matchQuote('metric customer stories about hiring', [{ text: source }])).toBe(0);
  });

  it('returns null without sources', () => {
    expect(matchQuote(source, [])).toBeNull();
  });
});

describe('normalizeQuoteText', () => {
  it('drops punctuation, quote marks and case', () => {
    expect(normalizeQuoteText('“You’ve  picked — the WRONG metric…”')).toBe('youve picked the wrong metric');
  });
});
