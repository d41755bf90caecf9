import { describe, expect, it } from 'vitest';
import { subscriberCountLabel, subscribersCsvUrl } from './subscribers';

describe('subscribers screen rules', () => {
  it('exports everyone, or only those matching the search', () => {
    expect(subscribersCsvUrl('')).toBe('/api/admin/subscribers.csv');
    expect(subscribersCsvUrl('ada & co')).toBe('/api/admin/subscribers.csv?search=ada%20%26%20co');
  });

  it('counts subscribers in words', () => {
    expect(subscriberCountLabel(1, '')).toBe('1 subscriber');
    expect(subscriberCountLabel(1234, '')).toBe('1,234 subscribers');
    expect(subscriberCountLabel(2, 'ada')).toBe('2 subscribers matching "ada"');
  });
});
