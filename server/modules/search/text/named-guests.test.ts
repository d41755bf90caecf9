import { describe, expect, it } from 'vitest';
import { labelIsGuest, labelNamesGuest } from './named-guests.js';

describe('labelNamesGuest', () => {
  it('takes a label naming the guest, one of two guests, or the guest without a suffix, in any case and accent', () => {
    expect(labelNamesGuest('Ada Vale', 'Ada Vale')).toBe(true);
    expect(labelNamesGuest('Ben Ode', 'Ada Vale & Ben Ode')).toBe(true);
    expect(labelNamesGuest('Ada Vale', 'Ada Vale and Ben Ode')).toBe(true);
    expect(labelNamesGuest('Mike Maples', 'Mike Maples, Jr.')).toBe(true);
    expect(labelNamesGuest('LUCIA FERRANTE', 'Lucía Ferrante')).toBe(true);
  });

  it('refuses another speaker, a label with a word the guest field lacks, and an episode with no guest', () => {
    expect(labelNamesGuest('Maya Ortiz', 'Ada Vale & Ben Ode')).toBe(false);
    expect(labelNamesGuest('Ada Vale Jones', 'Ada Vale')).toBe(false);
    expect(labelNamesGuest('', 'Ada Vale')).toBe(false);
    expect(labelNamesGuest('Ada Vale', null)).toBe(false);
  });
});

describe('labelIsGuest', () => {
  const episode = { guest: 'Ada Vale', title: 'Pricing a marketplace | Ada Vale & Ben Ode' };

  it('takes the guest field’s people and the people the title names after " | "', () => {
    expect(labelIsGuest('Ada Vale', episode)).toBe(true);
    expect(labelIsGuest('Ben Ode', episode)).toBe(true);
  });

  it('refuses the host, words of the title before its " | ", and any title without one', () => {
    expect(labelIsGuest('Maya Ortiz', episode)).toBe(false);
    expect(labelIsGuest('Pricing', episode)).toBe(false);
    expect(labelIsGuest('Ben Ode', { guest: 'Ada Vale', title: 'Ada Vale and Ben Ode on pricing' })).toBe(false);
  });

  it('takes the title’s people when the guest field is empty', () => {
    expect(labelIsGuest('Ben Ode', { guest: null, title: 'Pricing | Ben Ode' })).toBe(true);
  });
});
