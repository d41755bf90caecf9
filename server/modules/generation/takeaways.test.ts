import { describe, expect, it } from 'vitest';
import { takeawayStatement } from '../../../common/answer-readability.js';
import { attributed, choosePoints, MAX_TAKEAWAYS, RELAXED_POINT_LENGTH, takeawaySentence, type PointCandidate } from './takeaways.js';

/** Words a point may not end on: they leave a phrase unfinished. */
const DANGLING_END = /\b(?:a|an|the|and|or|but|so|because|which|that|to|of|in|on|at|for|with|from|within|is|are|was|be|like|than|then)[.!?]$/i;

// Made-up sentences, written for these tests.
const SENTENCES = [
  'Show a floor, like starts at a hundred dollars a week, and then say talk to us about the rest of the plans we sell to bigger teams.',
  'We cut the checklist from nine items to four, because the items we removed served us and not the user at all in the end, and nobody missed them.',
  'So activation for us is the share of new accounts that reach the first real milestone within a fixed window of seven days after they sign up today.',
  'Honestly, you know, the thing is that retention follows activation, and activation follows the first real task that someone finishes on their own.',
  'If you run a price test on existing customers without telling them, you will lose their trust, and trust is much harder to win back than revenue.',
  'Consumers do not compare paywalls with strangers, and the effect of price is so large compared to anything else you can test on a paywall these days.',
];

describe('takeawaySentence', () => {
  it('gives complete sentences of six words or more that never end on a dangling word', () => {
    for (const sentence of SENTENCES) {
      const point = takeawaySentence(sentence);
      if (point === null) continue;
      expect(point, sentence).toMatch(/^\p{Lu}.*[.!?]$/u);
      expect(point, sentence).not.toMatch(DANGLING_END);
      expect(point.split(' ').length, sentence).toBeGreaterThanOrEqual(6);
      expect(point.split(' ').length, sentence).toBeLessThanOrEqual(26);
    }
  });

  it('refuses a sentence of fewer than six words of its own', () => {
    expect(takeawaySentence("We honestly don't know yet.")).toBeNull();
  });

  it('refuses a sentence that only announces what the speaker will say', () => {
    expect(takeawaySentence('Let me give you some background on how the signup screen evolved.')).toBeNull();
    expect(takeawaySentence("So I'll give you a quick example from our own pricing page.")).toBeNull();
  });

  it('refuses a condition whose main clause never comes', () => {
    expect(takeawaySentence('If the founder is willing to run the roadmap and the launches.')).toBeNull();
    expect(takeawaySentence('If the founder runs the roadmap, hire the first PM later.')).toBe('If the founder runs the roadmap, hire the first PM later.');
  });

  it('refuses a sentence that ends by announcing what the next ones say', () => {
    expect(takeawaySentence('When you give away your free plan, what you want in exchange are two things.')).toBeNull();
    expect(takeawaySentence('Our pricing page changed in one way that mattered most of all:')).toBeNull();
  });

  it('refuses a sentence whose short quotation would read as a topic label, and keeps a quoted sentence', () => {
    expect(takeawaySentence('Customers open the invoice, see a fee they never agreed to and say, "Not now."')).toBeNull();
    expect(takeawaySentence('Every new hire reads the same note on day one: "Ship small and ship often."')).not.toBeNull();
  });

  it('cuts a long statement where a clause ends', () => {
    expect(takeawaySentence(SENTENCES[1]!)).toBe('We cut the checklist from nine items to four.');
    expect(takeawaySentence(SENTENCES[5]!)).toBe('Consumers do not compare paywalls with strangers.');
    expect(takeawaySentence(SENTENCES[0]!)).not.toMatch(/\band\.$/);
  });

  it('leaves out a long statement with no clause boundary rather than cut it mid-phrase, unless longer points are allowed', () => {
    expect(takeawaySentence(SENTENCES[2]!)).toBeNull();
    expect(takeawaySentence(SENTENCES[2]!, RELAXED_POINT_LENGTH)).toMatch(/^Activation for us is the share of new accounts/);
  });

  it('keeps "not just X, but Y" whole rather than cut it to its opposite', () => {
    const point = takeawaySentence(
      'This is not just about setting the price too low for the smallest teams, but it is also about leaving money on the table for bigger teams.',
    );
    expect(point === null || /not just/.test(point)).toBe(true);
  });

  it('never cuts off the correction of what others believe, and cuts the speaker’s own belief as any statement', () => {
    // Made-up sentences, written for this test; each too long to be a point whole.
    const others =
      'Plenty of new teams believe that a brand means the logo and the colours on the website, but it is really every promise the product keeps to its customers.';
    expect(takeawaySentence(others)).toBeNull();
    expect(takeawaySentence(others, RELAXED_POINT_LENGTH) ?? '').toMatch(/but it is really every promise/);
    const own =
      'We think that a brand means every promise the product keeps to its customers, but it took us several years, two rebrands and one very expensive agency to learn it.';
    expect(takeawaySentence(own)).toBe('We think that a brand means every promise the product keeps to its customers.');
  });

  it('drops fillers and opening markers but refuses sentences that need the one before them', () => {
    expect(takeawaySentence(SENTENCES[3]!)).toBe(
      'Retention follows activation, and activation follows the first real task that someone finishes on their own.',
    );
    for (const leaning of [
      "That's the first step for every team.",
      "There's two sides of the coin here.",
      'Yeah, and then they never came back to the product.',
      'It took us nine months to see results.',
      "So, I think that's the first step for every team.",
      'By the way, at that point the platform was offering good rates to borrowers.',
    ])
      expect(takeawaySentence(leaning), leaning).toBeNull();
  });

  it('refuses questions, trailing-off sentences and fragments under six words', () => {
    expect(takeawaySentence('How do you price a product for teams?')).toBeNull();
    expect(takeawaySentence('We are happy to try a bunch of other...')).toBeNull();
    expect(takeawaySentence('Demand, definitely demand.')).toBeNull();
    expect(takeawaySentence('lower-case starts are transcript fragments of a turn.')).toBe('Lower-case starts are transcript fragments of a turn.');
  });
});

const point = (passage: string, text: string, relevance: number, quote = 0): PointCandidate => ({
  quote,
  passage,
  text,
  terms: new Set(text.toLowerCase().match(/[a-z]+/g)),
  relevance,
});

describe('choosePoints (maximal marginal relevance)', () => {
  it('takes the most relevant point first, then prefers a different passage over a near repeat', () => {
    const chosen = choosePoints([
      point('p1', 'Trials beat freemium for small business teams.', 1),
      point('p1', 'Trials beat freemium for most small business teams today.', 0.95),
      point('p2', 'Usage pricing grows with the customer account.', 0.8),
    ]);
    expect(chosen.map((c) => c.text).slice(0, 2)).toEqual(['Trials beat freemium for small business teams.', 'Usage pricing grows with the customer account.']);
  });

  it('gives two points when there are two, whatever their relevance, and at most four', () => {
    expect(
      choosePoints([point('p1', 'One strong point about pricing tiers.', 1), point('p2', 'A weak point about something else entirely.', 0.05)]),
    ).toHaveLength(2);
    const many = Array.from({ length: 8 }, (_, i) => point(`p${i}`, `Point number ${'abcdefgh'[i]} about distinct topic ${'stuvwxyz'[i]}.`, 1 - i * 0.01));
    expect(choosePoints(many)).toHaveLength(MAX_TAKEAWAYS);
  });

  it('stops beyond two when the next point is far less relevant than the best', () => {
    const chosen = choosePoints([
      point('p1', 'Price follows the value metric.', 1),
      point('p2', 'Annual plans come with a discount.', 0.9),
      point('p3', 'The office moved to Denver last spring.', 0.2),
    ]);
    expect(chosen).toHaveLength(2);
  });

  it('keeps fill-ins (what the lead says, sentences off the question) only to reach two points', () => {
    const lead = { ...point('p1', 'Founders convolute the message when they pitch.', 0.9), fillIn: true };
    const offQuestion = { ...point('p4', 'The office moved to Denver last spring.', 0.85), fillIn: true };
    const enough = choosePoints([
      lead,
      point('p2', 'Keep the first message to three sentences.', 1),
      point('p3', 'Say what is new in the opening line.', 0.95),
      offQuestion,
    ]);
    expect(enough.map((c) => c.passage)).toEqual(['p2', 'p3']);
    const short = choosePoints([lead, point('p2', 'Keep the first message to three sentences.', 1), offQuestion]);
    expect(short.map((c) => c.passage)).toEqual(['p2', 'p1']);
  });

  it('never gives a point that says what a chosen one says, though another passage says it', () => {
    const chosen = choosePoints([
      point('p1', 'Start with one city and win it before you open the next one.', 1),
      point('p2', 'Start with one city and win it before you open the next city.', 0.95),
      point('p3', 'Hire a local lead once the first market works.', 0.5),
    ]);
    expect(chosen.map((c) => c.passage)).toEqual(['p1', 'p3']);
  });

  it('never repeats the same sentence', () => {
    const same = 'Price follows the value metric.';
    expect(choosePoints([point('p1', same, 1), point('p2', same, 1, 1)])).toHaveLength(1);
  });
});

describe('attributed', () => {
  it('names the speaker and episode inside the sentence, which the readability rules read as the statement', () => {
    const text = attributed('Price follows the value metric.', 'Ada Vale', 4);
    expect(text).toBe('Price follows the value metric (Ada Vale, episode 4).');
    expect(takeawayStatement(text)).toBe('Price follows the value metric.');
    expect(attributed('They said "ship it."', 'Ada Vale', 4)).toBe('They said "ship it" (Ada Vale, episode 4).');
  });
});
