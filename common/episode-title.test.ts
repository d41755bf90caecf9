import { describe, expect, it } from 'vitest';
import { episodeSubject, episodeTitleGuests } from './episode-title.js';

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

describe('episodeTitleGuests', () => {
  it('gives what follows the first " | ", and nothing for a title without one', () => {
    expect(episodeTitleGuests('Product operations | Jane Doe and Ann Roe')).toBe('Jane Doe and Ann Roe');
    expect(episodeTitleGuests('Pricing A|B tests')).toBe('');
    expect(episodeTitleGuests('Conversation with Jane Doe')).toBe('');
  });
});
