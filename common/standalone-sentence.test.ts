import { describe, expect, it } from 'vitest';
import { hasVerb, outsideReferent } from './standalone-sentence.js';

// Made-up sentences, written for these tests.
describe('hasVerb', () => {
  it('finds auxiliaries, contractions, common verbs in their forms and past participles', () => {
    expect(hasVerb('Pricing is the biggest lever you have.')).toBe(true);
    expect(hasVerb('We like annual plans for the discount.')).toBe(true);
    expect(hasVerb('Customers really like a clear price page.')).toBe(true);
    expect(hasVerb('Our activation team, which I mentioned, focused on onboarding.')).toBe(true);
    expect(hasVerb('Teams who churn early never come back.')).toBe(true);
    expect(hasVerb("Most teams don't measure the first week.")).toBe(true);
    expect(hasVerb("It's a behaviour you can count.")).toBe(true);
    expect(hasVerb('Start with fifty people you know by name.')).toBe(true);
    expect(hasVerb('Our churn dropped by half within a quarter.')).toBe(true);
    expect(hasVerb('Every founder tries the paid channels first.')).toBe(true);
    expect(hasVerb('We shipped the new onboarding checklist in March.')).toBe(true);
    expect(hasVerb('The sellers brought their own customers along.')).toBe(true);
    expect(hasVerb('Maya led the growth team for two years.')).toBe(true);
    expect(hasVerb('The studio was co-founded by two former teachers.')).toBe(true);
    expect(hasVerb('The plan that works best is the simplest one you can explain.')).toBe(true);
    expect(hasVerb('The best founders that I know talk to customers every week.')).toBe(true);
    expect(hasVerb('One lesson that we learned early: ship before you polish.')).toBe(true);
    // After "I", "we" or "they" comes a verb, listed or not.
    expect(hasVerb('I encourage every new manager to write down a plan.')).toBe(true);
    expect(hasVerb('We personally onboard each of the first hundred customers.')).toBe(true);
    // A base form after a plural subject, an adverb or another verb.
    expect(hasVerb('Most marketplaces fit one of three patterns.')).toBe(true);
    expect(hasVerb('The teams I admire always ask why twice.')).toBe(true);
    // "that" after a noun opens a clause whose verb follows; the sentence has a verb of its own after it.
    expect(hasVerb('The one step that matters most is the onboarding checklist.')).toBe(true);
    expect(hasVerb('Teams that ship weekly learn faster than the rest.')).toBe(true);
    expect(hasVerb('All of that needs to come together in one plan.')).toBe(true);
    expect(hasVerb('The team that I joined had no growth function.')).toBe(true);
    // A finite "be" opens a verb group of its own: the clause's verb ends before it.
    expect(hasVerb('The cheapest test that a team can run is a pricing page survey.')).toBe(true);
    // After "please" a base form commands.
    expect(hasVerb('Please send the survey to every new customer.')).toBe(true);
    // A comma after "that" ends its phrase: what follows is no clause describing it.
    expect(hasVerb('Pricing versus that, we kept it simple.')).toBe(true);
  });

  it('reads a base form after a singular noun as a noun, and a clause after "that" or "who" alone as no statement', () => {
    // "fit", "reach", "check" after a noun name things, they are nobody's action.
    expect(hasVerb('A simple way to measure product market fit.')).toBe(false);
    expect(hasVerb('Strong retention, check, a healthy margin, check, a loyal community, check.')).toBe(false);
    expect(hasVerb('Huge jump in retention from day one to day two.')).toBe(false);
    // A base form alone names a thing, answering something asked before it; with more words it may command ("Start with…").
    expect(hasVerb('Churn.')).toBe(false);
    // A noun with the clause describing it, whatever the noun's first word.
    expect(hasVerb('Prospects who visit the booth in person.')).toBe(false);
    expect(hasVerb('Writing a help article that answers the question.')).toBe(false);
    expect(hasVerb('Around four hundred teams that have already reached product market fit.')).toBe(false);
    // Also when the clause has a subject of its own ("that we launched").
    expect(hasVerb('Even from the week that we launched the new plan.')).toBe(false);
    expect(hasVerb('So many tools that we can try.')).toBe(false);
  });

  it('finds none in a list of nouns, in a spoken fragment, or only in a clause describing a noun', () => {
    expect(hasVerb('A product manager, a designer, three engineers and a data analyst.')).toBe(false);
    // A spoken "like" without its subject is a preposition or a filler.
    expect(hasVerb('Not like a formal memo at all.')).toBe(false);
    expect(hasVerb('Early stage startup, like founder mode, early stage.')).toBe(false);
    // The verb of a clause describing a noun is not the sentence's.
    expect(hasVerb('On the billing squad, which as you know worked on invoices.')).toBe(false);
    expect(hasVerb('Around forty percent of the weekly active teams in the first month.')).toBe(false);
    // An -ing form alone is no finite verb.
    expect(hasVerb('Building the pricing tiers from the feature list.')).toBe(false);
    // A verb's form after a determiner is a noun.
    expect(hasVerb('A plan for every segment and a test for each price.')).toBe(false);
    // "Founder led", "product-led", "data-driven": a kind of motion, not what someone did.
    expect(hasVerb('Young B2B company, like founder led, young company.')).toBe(false);
    expect(hasVerb('A product-led motion with a data-driven sales team.')).toBe(false);
    // A noun and the clause describing it, with no verb of the sentence's own.
    expect(hasVerb('The other thing that designers really get upset about with marketers.')).toBe(false);
    expect(hasVerb('The one thing that I have always loved about this team.')).toBe(false);
    // Nor is an infinitive.
    expect(hasVerb('At our company, the search team, hundreds of people working to improve relevance.')).toBe(false);
  });
});

describe('outsideReferent', () => {
  it('flags a gendered pronoun with no person or name before it', () => {
    expect(outsideReferent('For B2B, I actually think she has a fair point.')).toBe('she');
    expect(outsideReferent('The best advice I got was his, about hiring slowly.')).toBe('his');
  });

  it('accepts a gendered pronoun whose person is named earlier in the sentence', () => {
    expect(outsideReferent('When Maya joined, she rebuilt the onboarding from scratch.')).toBeNull();
    expect(outsideReferent('Every founder I know says he regrets hiring too fast.')).toBeNull();
  });

  it('flags "they" with no plural or group before it, and accepts one with it', () => {
    expect(outsideReferent('The tricky part is that they never read the onboarding emails.')).toBe('they');
    expect(outsideReferent('If customers come back without a reminder, they found the value.')).toBeNull();
    expect(outsideReferent('Most people churn because they never reach the first success.')).toBeNull();
  });

  it('flags a demonstrative as the bare subject of a later clause, not as a determiner', () => {
    expect(outsideReferent("For most B2B companies, that's the wrong place to start.")).toBe('that');
    expect(outsideReferent('I think this is why the second cohort retained better.')).toBe('this');
    expect(outsideReferent('For most B2B companies, this pricing page is the wrong place to start.')).toBeNull();
    expect(outsideReferent('The plan that works best is the simplest one you can explain.')).toBeNull();
  });

  it('flags a demonstrative as the bare object ending the sentence, not a clause it opens', () => {
    expect(outsideReferent('You should send that to your director.')).toBe('that');
    expect(outsideReferent('Every quarter we sat down and measured this.')).toBe('this');
    expect(outsideReferent('There really are three paragraphs that matter in this.')).toBe('this');
    expect(outsideReferent('I would argue that to win a market you need a wedge.')).toBeNull();
    expect(outsideReferent('Make sure that the first email lands in the inbox.')).toBeNull();
    expect(outsideReferent('Pricing pages work best when you test this page with real buyers.')).toBeNull();
  });
});
