import { describe, expect, it } from 'vitest';
import { splitSentences } from '../../../common/passages.js';
import { attributionLine } from '../answers/grounding.js';
import { leadOf, leadQuestion, quoteIntro } from './answer-prose.js';
import type { EpisodeInfo } from './generation.port.js';
import type { QuoteCandidate } from './quote-selection.js';

/** A guest's quote of `text` from its first sentence through sentence `to` (the whole text by default). */
function quoteOf(text: string, to = splitSentences(text).length - 1): QuoteCandidate {
  const sentences = splitSentences(text).slice(0, to + 1);
  return {
    passage: { id: 'p1', episodeNumber: 403, speaker: 'Mara Quill', timestamp: '04:00', turnIndex: 4, ordinal: 4, score: 1, text },
    passageRank: 0,
    from: 0,
    to,
    sentences,
    text: sentences.join(' '),
    stems: new Set(),
    coverage: 1,
    isGuest: true,
    episodeRelevance: 1,
    words: 30,
    retrieval: 1,
    namedFactor: 1,
    score: 1,
  };
}

describe('leads', () => {
  it('takes a statement that reports a question, rather than the dependent sentence after it', () => {
    const text =
      'What I like to do is work out the strategy that fits your own market, rather than asking, "How do we copy what worked for them?" Because their criteria may not apply to you.';
    expect(leadOf(quoteOf(text, 0))?.text).toBe(
      'Mara Quill (episode 403): What I like to do is work out the strategy that fits your own market, rather than asking, "How do we copy what worked for them?"',
    );
  });

  it('ends before, or starts after, a condition whose main clause never comes', () => {
    const text = 'Collect more about each buyer at sign-up than feels natural. If you can use it to tailor the first session. Most teams ask for too little.';
    expect(leadOf(quoteOf(text))?.text).toBe('Mara Quill (episode 403): Collect more about each buyer at sign-up than feels natural.');
    expect(leadOf(quoteOf('If the buyer has seen a demo before. Send the pricing page on the first call.'))?.text).toBe(
      'Mara Quill (episode 403): Send the pricing page on the first call.',
    );
  });

  it('tells a lead that opens leaning on what came before ("Because…", "He…") from one that stands alone', () => {
    expect(leadOf(quoteOf('Because they cannot, since each squad partly owns a long list of projects instead of fully owning a few.'))).toMatchObject({
      standalone: false,
      fromQuoteStart: false,
    });
    expect(leadOf(quoteOf("He's got a new course out on this which I think is the secret to growth."))).toMatchObject({ standalone: false });
    expect(leadOf(quoteOf("It's easier to sell once the product keeps its users, which pulls the whole company forward."))).toMatchObject({
      standalone: true,
      fromQuoteStart: true,
    });
  });

  it('still passes over a question that quotes one', () => {
    expect(leadOf(quoteOf('Do you ever ask yourself, "Would they pay for this?" Most founders never test the price at all.', 0))?.text).toBe(
      'Mara Quill (episode 403): Most founders never test the price at all.',
    );
  });

  it('leaves no quotation mark without its partner when the lead ends inside a quotation', () => {
    const text = 'Every founder tells me the same thing. You cannot scale it by hand. "This product works for this team, then the next.';
    const lead = leadOf(quoteOf(text))!.text;
    expect(lead).toBe(
      'Mara Quill (episode 403): Every founder tells me the same thing. You cannot scale it by hand. This product works for this team, then the next.',
    );
  });

  it('starts after a sentence that only names the question’s subject, unless it picks one of the choices offered', () => {
    const onboarding = leadQuestion('What makes a good onboarding flow for a B2B SaaS product?');
    expect(leadOf(quoteOf('A B2B SaaS onboarding flow. Show the buyer the value in the very first session.'), onboarding)).toMatchObject({
      text: 'Mara Quill (episode 403): Show the buyer the value in the very first session.',
      fromQuoteStart: false,
    });
    expect(
      leadOf(quoteOf('Demand. Sellers follow the buyers once the buyers are there.'), leadQuestion('Should a marketplace start with supply or demand?')),
    ).toMatchObject({
      text: 'Mara Quill (episode 403): Demand. Sellers follow the buyers once the buyers are there.',
      fromQuoteStart: true,
    });
  });

  it('keeps an opening "Yes" or "No" only for a question that yes or no answers', () => {
    const text = 'Yes. Pricing pages convert better when the plans differ by one clear limit.';
    expect(leadOf(quoteOf(text), leadQuestion('Should a pricing page show every plan?'))?.text).toBe(
      'Mara Quill (episode 403): Yes. Pricing pages convert better when the plans differ by one clear limit.',
    );
    expect(leadOf(quoteOf(text), leadQuestion('How do pricing pages convert better?'))?.text).toBe(
      'Mara Quill (episode 403): Pricing pages convert better when the plans differ by one clear limit.',
    );
    expect(leadOf(quoteOf(text), leadQuestion('Should a pricing page show every plan or only the popular one?'))?.text).toBe(
      'Mara Quill (episode 403): Pricing pages convert better when the plans differ by one clear limit.',
    );
    expect(leadOf(quoteOf(text), leadQuestion('Should a pricing page show every plan or not?'))?.text).toBe(
      'Mara Quill (episode 403): Yes. Pricing pages convert better when the plans differ by one clear limit.',
    );
    expect(leadOf(quoteOf('No, no, start with the sellers in one city.'), leadQuestion('What should a marketplace do first?'))?.text).toBe(
      'Mara Quill (episode 403): Start with the sellers in one city.',
    );
  });

  it('starts where the speaker says something, not at an announcement of what they will say', () => {
    const text = "Maybe I'll start with the hiring side. Feedback lands when you ask for it every week, not once a year.";
    expect(leadOf(quoteOf(text))?.text).toBe('Mara Quill (episode 403): Feedback lands when you ask for it every week, not once a year.');
  });
});

describe('quote introductions', () => {
  it('gives a later quote of the episode the time its attribution shows, with "~" when the turn start was estimated', () => {
    const candidate = (turnIndex: number, timestamp: string, estimated: boolean): QuoteCandidate => {
      const quote = quoteOf('Words.');
      return { ...quote, passage: { ...quote.passage, id: `p${turnIndex}`, timestamp, ...(estimated ? { estimated } : {}), turnIndex, ordinal: turnIndex } };
    };
    const episodes = new Map<number, EpisodeInfo>([[403, { number: 403, title: 'Onboarding that sticks', guest: 'Mara Quill' }]]);
    const estimated = [candidate(1, '00:20', false), candidate(3, '12:30', true)];
    expect(quoteIntro(estimated, 1, episodes)).toBe('Later in the episode, at ~12:30, Mara Quill says:');
    expect(attributionLine({ text: 'Words.', episode: 403, guest: 'Mara Quill', timestamp: '12:30', estimated: true })).toContain('(~12:30)');
    const exact = [candidate(1, '00:20', false), candidate(3, '12:30', false)];
    expect(quoteIntro(exact, 1, episodes)).toBe('Later in the episode, at 12:30, Mara Quill says:');
  });
});
