import { describe, expect, it } from 'vitest';
import { labelNamesGuest } from './named-guests.js';

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
