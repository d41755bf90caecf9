import { describe, expect, it } from 'vitest';
import { pageRange, subscriberCountLabel, subscribersCsvUrl } from './subscribers';

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

  it('describes the page shown and whether others exist', () => {
    expect(pageRange(0, 50, 120)).toEqual({ label: 'Showing 1–50 of 120', hasPrevious: false, hasNext: true });
    expect(pageRange(50, 50, 120)).toEqual({ label: 'Showing 51–100 of 120', hasPrevious: true, hasNext: true });
    expect(pageRange(100, 20, 120)).toEqual({ label: 'Showing 101–120 of 120', hasPrevious: true, hasNext: false });
    expect(pageRange(0, 0, 0)).toEqual({ label: 'Showing 0–0 of 0', hasPrevious: false, hasNext: false });
  });
});
