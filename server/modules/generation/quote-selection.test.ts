import { describe, expect, it } from 'vitest';
import { composeExtractiveAnswer } from './extractive.adapter.js';
import type { AnswerPassage, AnswerRequest, EpisodeInfo } from './generation.port.js';
import { selectQuotes } from './quote-selection.js';

/** Made-up passages (written for these tests): one passage per turn, retrieval order as given. */
function request(question: string, episodes: EpisodeInfo[], passages: Omit<AnswerPassage, 'id' | 'timestamp' | 'turnIndex' | 'ordinal'>[]): AnswerRequest {
  return {
    question,
    episodes: new Map(episodes.map((e) => [e.number, e])),
    passages: passages.map((p, i) => ({ ...p, id: `p${i + 1}`, timestamp: `0${i}:00`, turnIndex: i, ordinal: i })),
  };
}

const MARKETPLACE: EpisodeInfo = { number: 201, title: 'Launching a two-sided marketplace | Ada Vale (Stallhop)', guest: 'Ada Vale' };
const PRICING: EpisodeInfo = { number: 202, title: 'Pricing pages that convert | Ben Cole (Tallyway)', guest: 'Ben Cole' };
const HIRING: EpisodeInfo = { number: 203, title: 'Hiring a first designer | Cy Moreau (Inkfold)', guest: 'Cy Moreau' };
const LIQUIDITY: EpisodeInfo = { number: 204, title: 'Liquidity in local marketplaces | Dee Ortiz (Gardenly)', guest: 'Dee Ortiz' };

const adaSupply = {
  episodeNumber: 201,
  speaker: 'Ada Vale',
  score: 1,
  text: 'Start with the sellers, because a marketplace with no supply has nothing to show the first buyers. We signed forty stall owners by hand before we let a single buyer in, and demand followed within a month.',
};
const adaDemand = {
  episodeNumber: 201,
  speaker: 'Ada Vale',
  score: 0.6,
  text: 'Demand is easier to buy later with ads, but supply in a marketplace has to be earned one seller at a time. That is why the sellers came first for us.',
};
const benOffTopic = {
  episodeNumber: 202,
  speaker: 'Ben Cole',
  score: 0.8,
  text: 'We start every new pricing page with the plan names, because people read them before any number. Then we test one change at a time over a few weeks.',
};
const cyOffTopic = {
  episodeNumber: 203,
  speaker: 'Cy Moreau',
  score: 0.7,
  text: 'A new designer should start by shipping something small in the first week. It builds trust with the engineers faster than any presentation.',
};
const deeSupply = {
  episodeNumber: 204,
  speaker: 'Dee Ortiz',
  score: 0.9,
  text: 'In a local marketplace the supply side decides everything early on: buyers leave after one empty search. We recruited gardeners street by street so that demand always found supply nearby.',
};

/** Lower-ranked passages that retrieval returns alongside (as it returns twenty): everyday words such as "new" and "start" are common in them. */
const background = [
  'Every new hire starts with a week of support tickets, so they hear customers before they build anything.',
  'We start each quarter by picking one metric, and new projects have to move it or they wait.',
  'New users start on the free plan, and about one in ten upgrade in their first month.',
  'When we start a new campaign we write the brief first, then the headline, then everything else.',
].map((text, i) => ({ episodeNumber: i % 2 === 0 ? 202 : 203, speaker: i % 2 === 0 ? 'Ben Cole' : 'Cy Moreau', score: 0.4 - i * 0.05, text }));

const question = 'Should a new marketplace start with supply or with demand?';

describe('quote selection', () => {
  it('drops passages that only share a common word with the question and focuses on the episode that answers', () => {
    const { picks } = selectQuotes(request(question, [MARKETPLACE, PRICING, HIRING], [adaSupply, benOffTopic, cyOffTopic, adaDemand, ...background]));
    expect(picks.length).toBeGreaterThanOrEqual(2);
    expect(new Set(picks.map((p) => p.passage.episodeNumber))).toEqual(new Set([201]));
  });

  it('quotes every episode that answers a cross-episode question, most relevant first', () => {
    const req = request(question, [MARKETPLACE, PRICING, HIRING, LIQUIDITY], [adaSupply, benOffTopic, deeSupply, adaDemand, ...background]);
    const { picks } = selectQuotes(req);
    expect(new Set(picks.map((p) => p.passage.episodeNumber))).toEqual(new Set([201, 204]));
    expect(picks[0]!.score).toBe(Math.max(...picks.map((p) => p.score)));
  });

  it('prefers a quote that opens with a short plain answer to the question', () => {
    const reply = {
      episodeNumber: 201,
      speaker: 'Ada Vale',
      score: 1,
      text: 'Demand. Demand, every time. Before we had one seller on the platform, I walked into three bakeries and pre-sold forty stalls for a weekend fair. Sellers follow money. When the demand is real, you will always find the supply you need, at least for a while.',
    };
    const { picks } = selectQuotes(request(question, [MARKETPLACE], [reply]));
    expect(picks[0]!.from).toBe(0);
  });

  it('orders the answer by relevance: the episode of the best quote first, whatever the retrieval order', () => {
    const { picks } = selectQuotes(request(question, [MARKETPLACE, LIQUIDITY], [deeSupply, adaDemand, adaSupply]));
    const draft = composeExtractiveAnswer(request(question, [MARKETPLACE, LIQUIDITY], [deeSupply, adaDemand, adaSupply]));
    expect(draft.quotes.map((q) => q.episode)[0]).toBe(picks[0]!.passage.episodeNumber);
    expect(draft.quotes[0]!.text).toBe(picks[0]!.text);
  });

  it('still answers a question whose only words are a guest name', () => {
    const { picks } = selectQuotes(request('What does Ada Vale say?', [MARKETPLACE, PRICING], [adaSupply, benOffTopic, adaDemand]));
    expect(picks.length).toBeGreaterThan(0);
    expect(picks.every((p) => p.passage.episodeNumber === 201)).toBe(true);
  });

  it('counts other episodes for less when the question names a guest in full, not by a first name alone', () => {
    const passages = [adaSupply, deeSupply, adaDemand];
    const named = selectQuotes(request('What does Dee Ortiz say about marketplace supply?', [MARKETPLACE, LIQUIDITY], passages)).picks;
    expect(new Set(named.map((p) => p.passage.episodeNumber))).toEqual(new Set([204]));
    const firstName = selectQuotes(request('What does Dee say about marketplace supply?', [MARKETPLACE, LIQUIDITY], passages)).picks;
    expect(new Set(firstName.map((p) => p.passage.episodeNumber))).toEqual(new Set([201, 204]));
  });

  it('takes one quote per speaker turn, so a further quote is another moment', () => {
    // Ada's long turn is indexed as two passages; her later turn is a third.
    const req = request(
      question,
      [MARKETPLACE],
      [adaSupply, adaDemand, { ...adaSupply, score: 0.5, text: 'Supply first, then demand: I would start a marketplace the same way again.' }],
    );
    req.passages[1] = { ...req.passages[1]!, timestamp: req.passages[0]!.timestamp, turnIndex: req.passages[0]!.turnIndex, ordinal: 1 };
    const { picks } = selectQuotes(req);
    expect(picks.length).toBeGreaterThanOrEqual(2);
    const turns = picks.map((p) => p.passage.turnIndex);
    expect(new Set(turns).size).toBe(turns.length);
  });

  it('never starts a quote with a transcriber’s note', () => {
    const noted = { ...adaSupply, text: `[inaudible 00:12:07] ${adaSupply.text}` };
    const req = request(question, [MARKETPLACE], [noted]);
    const [quote] = selectQuotes(req).picks;
    expect(quote!.text.startsWith('Start with the sellers')).toBe(true);
    expect(req.passages[0]!.text).toContain(quote!.text);
  });

  it('weighs a passage by its retrieval score, not its rank: one scored nearly as high as the best counts nearly as much', () => {
    const ben = (score: number, text: string) => ({ episodeNumber: 202, speaker: 'Ben Cole', score, text });
    const asides = [
      'Our designers review every page with the whole team before it ships to customers.',
      'The legal team reads the terms on each page, which takes them about a day.',
      'Support answers most tickets about invoices within the same afternoon.',
      'We moved the company blog to another platform last spring.',
      'Most of our visitors arrive from search, and a few from the newsletter.',
    ].map((text, i) => ben(0.99 - i * 0.01, text));
    const partly = ben(
      1,
      'We test every pricing change we make, and the test always runs on new visitors only, because people who already saw the old page compare the two and get upset.',
    );
    const whole = ben(
      0.93,
      'A pricing test should run for at least four weeks, so that every weekday is counted more than once and the people who take a while to decide are counted too.',
    );
    const { picks } = selectQuotes(request('Should a pricing test run for weeks?', [PRICING], [partly, ...asides, whole]));
    expect(picks[0]!.text).toBe(whole.text);
  });

  it('gives the same answer for the same request, ties included', () => {
    // Two episodes with identical evidence: the tie is broken by retrieval order, the same every time.
    const twin = { ...adaSupply, episodeNumber: 204, speaker: 'Dee Ortiz' };
    const req = () => request(question, [MARKETPLACE, LIQUIDITY], [adaSupply, twin]);
    const first = composeExtractiveAnswer(req());
    expect(composeExtractiveAnswer(req())).toEqual(first);
    expect(first.quotes.map((q) => q.episode)).toEqual([201, 204]);
  });
});

describe('a quote that ends by announcing what follows', () => {
  it('runs on into the announced sentences of its passage, verbatim', () => {
    const req = request(
      'How many sellers should a marketplace sign before launch?',
      [MARKETPLACE],
      [
        {
          episodeNumber: 201,
          speaker: 'Ada Vale',
          score: 1,
          text: 'Sellers matter more than buyers in a new marketplace. Founders always ask how many sellers a marketplace needs before launch, so here is my rough rule of thumb. Forty in one neighbourhood is enough. Fewer than ten, and buyers find empty shelves.',
        },
      ],
    );
    const [quote] = selectQuotes(req).picks;
    expect(quote!.text).toMatch(/so here is my rough rule of thumb\. Forty in one neighbourhood is enough\. Fewer than ten/);
    expect(req.passages[0]!.text).toContain(quote!.text);
  });
});

describe("the host's questions", () => {
  it('never quotes a host passage that ends by asking: the guest answers after it', () => {
    const hostAsks = {
      episodeNumber: 201,
      speaker: 'Lena Host',
      score: 2,
      text: 'Speaking of marketplaces, so many founders ask me this. Should a new marketplace start with supply or with demand?',
    };
    const { picks } = selectQuotes(request(question, [MARKETPLACE], [hostAsks, adaSupply, adaDemand]));
    expect(picks.length).toBeGreaterThan(0);
    expect(picks.every((p) => p.passage.speaker === 'Ada Vale')).toBe(true);
  });
});

describe('a question asking what something is', () => {
  it('prefers the quote that defines it to one that only uses the words', () => {
    const using = {
      episodeNumber: 201,
      speaker: 'Ada Vale',
      score: 1,
      text: 'Hiring gets easier once you find product-market fit, and the whole company starts to pull in one direction.',
    };
    const defining = {
      episodeNumber: 204,
      speaker: 'Dee Ortiz',
      score: 0.8,
      text: 'Product-market fit is the point where buyers come back on their own and tell their friends without being asked.',
    };
    const { picks } = selectQuotes(request('What is product-market fit?', [MARKETPLACE, LIQUIDITY], [using, defining]));
    expect(picks[0]!.passage.episodeNumber).toBe(204);
  });
});
