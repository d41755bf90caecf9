import { describe, expect, it } from 'vitest';
import { formatLongDate, formatViews, shortPodcastName } from './format';

describe('formatLongDate', () => {
  it('writes the stored calendar date in long form', () => {
    expect(formatLongDate('2025-01-14')).toBe('January 14, 2025');
    expect(formatLongDate('2025-12-31T23:30:00.000Z')).toBe('December 31, 2025');
  });

  it('gives null for missing or unreadable dates', () => {
    expect(formatLongDate(null)).toBeNull();
    expect(formatLongDate('')).toBeNull();
    expect(formatLongDate('soon')).toBeNull();
  });
});

describe('formatViews', () => {
  it('counts views', () => {
    expect(formatViews(0)).toBe('0 views');
    expect(formatViews(1)).toBe('1 view');
    expect(formatViews(1234)).toBe('1,234 views');
  });
});

describe('shortPodcastName', () => {
  it('drops a trailing "Podcast"', () => {
    expect(shortPodcastName('Horizons Podcast')).toBe('Horizons');
    expect(shortPodcastName('Growth Talks')).toBe('Growth Talks');
    expect(shortPodcastName('Podcast')).toBe('Podcast');
  });
});
