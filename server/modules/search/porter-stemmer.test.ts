import { describe, expect, it } from 'vitest';
import { porterStem } from './porter-stemmer.js';

describe('porterStem', () => {
  // Examples from Porter (1980) and his reference vocabulary.
  it.each([
    ['caresses', 'caress'],
    ['ponies', 'poni'],
    ['cats', 'cat'],
    ['feed', 'feed'],
    ['agreed', 'agre'],
    ['plastered', 'plaster'],
    ['motoring', 'motor'],
    ['sing', 'sing'],
    ['conflated', 'conflat'],
    ['hopping', 'hop'],
    ['falling', 'fall'],
    ['filing', 'file'],
    ['happy', 'happi'],
    ['relational', 'relat'],
    ['conditional', 'condit'],
    ['digitizer', 'digit'],
    ['operator', 'oper'],
    ['hopefulness', 'hope'],
    ['formality', 'formal'],
    ['sensibility', 'sensibl'],
    ['electrical', 'electr'],
    ['goodness', 'good'],
    ['allowance', 'allow'],
    ['adjustment', 'adjust'],
    ['adoption', 'adopt'],
    ['effective', 'effect'],
    ['generalizations', 'gener'],
    ['oscillators', 'oscil'],
    ['controlling', 'control'],
    ['roll', 'roll'],
  ])('%s → %s', (word, stem) => {
    expect(porterStem(word)).toBe(stem);
  });

  it('conflates inflections of one word', () => {
    const stems = new Set(['experiment', 'experiments', 'experimenting', 'experimented'].map(porterStem));
    expect(stems.size).toBe(1);
  });

  it('leaves short words, digits and non-ASCII words alone', () => {
    expect(porterStem('as')).toBe('as');
    expect(porterStem('2024')).toBe('2024');
    expect(porterStem('naïve')).toBe('naïve');
  });
});
