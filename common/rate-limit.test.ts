import { describe, expect, it } from 'vitest';
import { RESETS_OFF_MESSAGE, RESETS_SPENT_MESSAGE, resetOffer, resetsRefusedMessage } from './rate-limit.js';

describe('resetOffer', () => {
  it('offers the reset while the visitor has one left and the site has answers left', () => {
    expect(resetOffer({ globalRemaining: 10, resetsRemaining: 1 })).toBe('reset');
  });

  it('says the resets are spent when none is left', () => {
    expect(resetOffer({ globalRemaining: 10, resetsRemaining: 0 })).toBe('resetsSpent');
  });

  it('offers no reset when the whole site is out of answers, whatever the resets left', () => {
    expect(resetOffer({ globalRemaining: 0, resetsRemaining: 1 })).toBe('siteFull');
    expect(resetOffer({ globalRemaining: 0, resetsRemaining: 0 })).toBe('siteFull');
  });

  it('offers the reset when the counters are unknown', () => {
    expect(resetOffer(undefined)).toBe('reset');
    expect(resetOffer({})).toBe('reset');
  });
});

describe('resetsRefusedMessage', () => {
  it('tells a spent reset from a reset turned off', () => {
    expect(resetsRefusedMessage(1)).toBe(RESETS_SPENT_MESSAGE);
    expect(resetsRefusedMessage(3)).toBe(RESETS_SPENT_MESSAGE);
    expect(resetsRefusedMessage(0)).toBe(RESETS_OFF_MESSAGE);
    expect(RESETS_SPENT_MESSAGE).toContain("today's demo reset");
  });
});
