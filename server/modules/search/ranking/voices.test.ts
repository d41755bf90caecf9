import { describe, expect, it } from 'vitest';
import { secondaryVoices } from './voices.js';

const turn = (speaker: string, words = 50) => ({ speaker, words });

describe('secondaryVoices', () => {
  it('flags a speaker heard across episodes who is neither the guest nor the main voice', () => {
    const flags = secondaryVoices([
      { guest: 'Ada Lovelace', passages: [turn('Host Name', 20), turn('Ada Lovelace', 300), turn('Sponsor Voice', 40)] },
      { guest: 'Grace Hopper', passages: [turn('Host Name', 20), turn('Grace', 250), turn('Sponsor Voice', 40)] },
      { guest: null, passages: [turn('Host Name', 30), turn('Alan Turing', 200)] },
    ]);
    expect(flags).toEqual([
      [true, false, true],
      [true, false, true],
      [true, false],
    ]);
  });

  it('keeps a recurring guest in their own episode and the main voice of an episode without a guest', () => {
    const flags = secondaryVoices([
      { guest: 'Ada Lovelace', passages: [turn('Host', 20), turn('Ada Lovelace', 300)] },
      { guest: 'Ada Lovelace', passages: [turn('Host', 20), turn('Ada Lovelace', 300)] },
      { guest: null, passages: [turn('Host', 400), turn('Someone', 10)] },
    ]);
    expect(flags).toEqual([
      [true, false],
      [true, false],
      [false, false],
    ]);
  });

  it('flags nobody in a single episode', () => {
    expect(secondaryVoices([{ guest: null, passages: [turn('Host'), turn('Guest')] }])).toEqual([[false, false]]);
  });
});
