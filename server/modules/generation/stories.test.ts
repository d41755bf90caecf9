import { describe, expect, it } from 'vitest';
import { asksWhatHappened, tellsStory } from './stories.js';

describe('tellsStory', () => {
  it('finds what the speaker did or went through', () => {
    for (const sentence of [
      'At the time, we didn’t really have a paying customer yet.',
      'I remember sitting in a cramped office with my cofounder.',
      'We actually tried a referral program in our second year.',
      'So at the agency, I built the first dashboard myself.',
      'I was hired as the first designer.',
    ])
      expect(tellsStory(sentence), sentence).toBe(true);
  });

  it('leaves statements of what holds, hypotheses and opinions alone', () => {
    for (const sentence of [
      'You should hire a product manager once the founder cannot play the role.',
      'If we raised prices, we would lose the smallest customers.',
      'I think every growth team needs one metric it owns.',
      'We hire engineers before product managers.',
      'Most teams we work with ship every week.',
    ])
      expect(tellsStory(sentence), sentence).toBe(false);
  });
});

describe('asksWhatHappened', () => {
  it('is true for questions about the past', () => {
    expect(asksWhatHappened('How did the team grow so quickly?')).toBe(true);
    expect(asksWhatHappened('What was the first hire?')).toBe(true);
    expect(asksWhatHappened('Which button change produced a win?')).toBe(true);
  });

  it('is false for questions about what to do or what holds', () => {
    expect(asksWhatHappened('How do you know when to hire your first product manager?')).toBe(false);
    expect(asksWhatHappened('What makes a good onboarding flow?')).toBe(false);
  });
});
