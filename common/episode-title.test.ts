import { describe, expect, it } from 'vitest';
import { episodeSubject } from './episode-title.js';

describe('episodeSubject', () => {
  it('drops the guest suffix after " | "', () => {
    expect(episodeSubject('How to price your product | Jane Doe (Acme, Initech)')).toBe('How to price your product');
    expect(episodeSubject('Growth loops | Jane Doe | Part 2')).toBe('Growth loops');
  });

  it('keeps a title without a suffix, or with nothing before the bar, whole', () => {
    expect(episodeSubject('Pricing A|B tests ')).toBe('Pricing A|B tests');
    expect(episodeSubject(' | Jane Doe')).toBe('| Jane Doe');
  });
});
