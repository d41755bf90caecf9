import { describe, expect, it } from 'vitest';
import { englishFrequencies } from './english-frequency.js';
import { tokenize } from './terms.js';

describe('englishFrequencies', () => {
  const english = englishFrequencies();

  it('counts everyday spoken English by index term, every form of a word under its stem', () => {
    const [car] = tokenize('cars');
    expect(car).toBe('car');
    expect(english.counts.get('car')).toBeGreaterThan(10_000);
    expect(english.counts.get(tokenize('priced')[0]!)).toBeGreaterThan(english.counts.get('pricing') ?? 0);
    expect(english.total).toBe([...english.counts.values()].reduce((sum, count) => sum + count, 0));
    expect(english.total).toBeGreaterThan(15_000_000);
  });

  it('holds no function words, and everyday words more often than the jargon of a growth podcast', () => {
    expect(english.counts.has('the')).toBe(false);
    expect(english.counts.get('car')!).toBeGreaterThan(english.counts.get(tokenize('onboarding')[0]!) ?? 0);
  });
});
