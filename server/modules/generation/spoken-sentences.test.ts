import { describe, expect, it } from 'vitest';
import { cleanSentence, lacksMainClause, leansOnContext, opensDependent, talksAboutTalking, trailsOff, withFullStop } from './spoken-sentences.js';

// Made-up spoken sentences, written for these tests.
describe('cleanSentence', () => {
  it.each([
    ['So, you know, the value metric comes first.', 'The value metric comes first.'],
    ['Yeah, I mean, we cut the checklist to four items.', 'We cut the checklist to four items.'],
    ['And I think that retention follows activation.', 'Retention follows activation.'],
    ['Um, we basically priced it per seat, uh, for years.', 'We priced it per seat, for years.'],
    ['Honestly, the thing is that nobody reads the docs.', 'Nobody reads the docs.'],
    ['Two, the sellers use the product more deeply.', 'The sellers use the product more deeply.'],
    ['Number three is that price follows value.', 'Price follows value.'],
    ['First of all, talk to ten customers.', 'Talk to ten customers.'],
    ['Obviously, in fact, speed matters [laughs] more than polish.', 'Speed matters more than polish.'],
    ["I'll say, a trial beats freemium for teams.", 'A trial beats freemium for teams.'],
  ])('drops fillers and opening markers: %s', (spoken, written) => {
    expect(cleanSentence(spoken)).toBe(written);
  });

  it('keeps an opening marker whose removal would leave a sentence pointing back', () => {
    expect(cleanSentence('I think it works best for small teams.')).toBe('I think it works best for small teams.');
    expect(cleanSentence("So, I think that's the first step.")).toBe("I think that's the first step.");
    expect(cleanSentence("So, I think that's the first step.", { dropAllMarkers: true })).toBe("That's the first step.");
  });

  it('drops the quotation marks of a short phrase, which would read as a topic label, but keeps a quoted sentence', () => {
    expect(cleanSentence('Hiring is, quote-unquote, "pretty simple" at that stage.')).toBe('Hiring is, quote-unquote, pretty simple at that stage.');
    expect(cleanSentence('We showed a banner that said, "Are you still there?"')).toBe('We showed a banner that said, "Are you still there?"');
  });

  it('keeps words that only sound like fillers', () => {
    expect(cleanSentence('If you know your users, the roadmap writes itself.')).toBe('If you know your users, the roadmap writes itself.');
    expect(cleanSentence('What kind of product are you building?')).toBe('What kind of product are you building?');
    expect(cleanSentence('We like annual plans.')).toBe('We like annual plans.');
  });

  it('drops an opening yes or no in a takeaway but keeps it where it answers the question', () => {
    expect(cleanSentence('No, start with the sellers.')).toBe('Start with the sellers.');
    expect(cleanSentence('No, start with the sellers.', { keepAnswerWords: true })).toBe('No, start with the sellers.');
    expect(cleanSentence('So yes, we test prices.', { keepAnswerWords: true })).toBe('Yes, we test prices.');
  });

  it('never drops a word the sentence needs: a "No" that negates, a "that" that is the subject, "now" or "well" inside a word group', () => {
    expect(cleanSentence('Well, no pricing page is a dead end.')).toBe('No pricing page is a dead end.');
    expect(cleanSentence('No one should hire a PM before product-market fit.')).toBe('No one should hire a PM before product-market fit.');
    expect(cleanSentence('No amount of discounting will fix a weak product.')).toBe('No amount of discounting will fix a weak product.');
    expect(cleanSentence('Yes means the buyer signed.')).toBe('Yes means the buyer signed.');
    expect(cleanSentence('Well, I think that changed everything for us.')).toBe('I think that changed everything for us.');
    expect(cleanSentence('I think that the price should follow value.')).toBe('The price should follow value.');
    // Any finite form the shared verb lexicon knows (common/standalone-sentence.ts), not only the commonest.
    expect(cleanSentence('Well, I think that costs us a month.')).toBe('I think that costs us a month.');
    expect(cleanSentence('I think that focus matters most.')).toBe('Focus matters most.');
    expect(cleanSentence('Now is the time to raise prices.')).toBe('Now is the time to raise prices.');
    expect(cleanSentence('Now, raise prices once a year.')).toBe('Raise prices once a year.');
    expect(cleanSentence('Well-known brands can charge more.')).toBe('Well-known brands can charge more.');
    expect(cleanSentence('Well - the price comes last.')).toBe('The price comes last.');
  });

  it('returns nothing when only fillers were said', () => {
    expect(cleanSentence('Yeah, yeah.')).toBe('');
    expect(cleanSentence('Um.')).toBe('');
  });
});

describe('sentences that lean on what came before', () => {
  it.each([
    "That's the first step.",
    "There's two sides of the coin.",
    'It takes about nine months.',
    'They never came back after the trial.',
    'In that case, spending more on ads is wasted.',
    'When you do that, you build trust with your buyer.',
    'For example, we built a calculator for every state.',
    'Its price went up twice.',
    'Because the trial ends, people decide.',
    "What's interesting is what changed, though.",
    'We tested the annual plan too.',
    'Not to mention, most teams never look at the data.',
    'More importantly, the annual plan keeps people longer.',
    'The second thing is a clear price page.',
    'A, you keep the annual plan, and b, you raise the price.',
    'B) the team owns the number.',
  ])('%s', (sentence) => {
    expect(leansOnContext(sentence)).toBe(true);
  });

  it.each([
    'SEO is a compounding channel.',
    'We cut the checklist to four items.',
    'Pricing is the cheapest lever you have.',
    'I start with the value metric.',
    'The first thing a new manager should do is listen.',
    'A lot of teams skip the price page.',
  ])('not: %s', (sentence) => {
    expect(leansOnContext(sentence)).toBe(false);
  });

  it('uses the readability rules’ list of dependent openers', () => {
    expect(opensDependent('Yeah, we tried that.')).toBe(true);
    expect(opensDependent('We tried that.')).toBe(false);
  });
});

describe('sentence ends', () => {
  it('knows a sentence the speaker trailed off and adds a missing full stop', () => {
    expect(trailsOff('We are happy to try a bunch of other...')).toBe(true);
    expect(trailsOff('We test a lot.')).toBe(false);
    expect(trailsOff('We would love to learn what the buyers think because.')).toBe(true);
    expect(trailsOff('Most of it went into the.')).toBe(true);
    expect(trailsOff('That was after our Series A.')).toBe(false);
    expect(trailsOff('It is the team we work with.')).toBe(false);
    expect(withFullStop('Shares went down by a quarter')).toBe('Shares went down by a quarter.');
    expect(withFullStop('Did it work?')).toBe('Did it work?');
  });
});

describe('sentences that announce what the speaker is about to say', () => {
  it.each([
    'Let me give you some background on how the signup screen evolved.',
    "Maybe I'll start with the hiring side.",
    "I'll give you a quick example.",
    'So I want to talk about the pricing page for a second.',
    'I can walk you through how we set the first tiers.',
  ])('announces: %s', (sentence) => {
    expect(talksAboutTalking(sentence)).toBe(true);
  });

  it.each([
    "I'll always take depth over breadth in a marketplace.",
    'Let me be clear that discounts never fixed churn for us.',
    'We give you a free month when you refer a friend.',
    'I can tell that a team is healthy when people disagree in the open.',
  ])('says something: %s', (sentence) => {
    expect(talksAboutTalking(sentence)).toBe(false);
  });
});

describe('sentences that open on a condition with no main clause after it', () => {
  it('takes a subordinate opening with no comma as unfinished', () => {
    expect(lacksMainClause('If your team has never changed its prices before.')).toBe(true);
    expect(lacksMainClause('When a plan is new nobody reads the fine print.')).toBe(true);
    expect(lacksMainClause('"Unless the buyer signs this quarter."')).toBe(true);
    expect(lacksMainClause('Even if you only look at the trial accounts.')).toBe(true);
  });

  it('includes a list of indirect questions, which has no main clause either', () => {
    expect(lacksMainClause('How much reach a post gets, how often people share it, and whether they buy.')).toBe(true);
    expect(lacksMainClause('What we sell; who we sell it to.')).toBe(true);
    expect(lacksMainClause('How much proof we have that the lift is real, how long it lasts, and what it costs.')).toBe(true);
    expect(lacksMainClause('What matters is how fast you ship, and how often.')).toBe(false);
    expect(lacksMainClause("What's hard is knowing when to stop, and who decides.")).toBe(false);
    expect(lacksMainClause('How you price depends on the buyer.')).toBe(false);
    expect(lacksMainClause('We asked what they needed, how they bought, and who signed.')).toBe(false);
  });

  it('keeps a sentence whose main clause is marked off, or that opens on something else', () => {
    expect(lacksMainClause('If your team has never changed its prices, start with new customers.')).toBe(false);
    expect(lacksMainClause('When in doubt: raise the price for new customers.')).toBe(false);
    expect(lacksMainClause('As a founder you should sell the first deals yourself.')).toBe(false);
    expect(lacksMainClause('Raise prices when the product has clearly improved.')).toBe(false);
    expect(lacksMainClause('Even if you only look at the trial accounts, most of them never invite a teammate.')).toBe(false);
    expect(lacksMainClause('Even small teams can run a weekly pricing review.')).toBe(false);
  });
});
