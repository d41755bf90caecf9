import { describe, expect, it } from 'vitest';
import { checkAnswerReadability } from '../../../common/answer-readability.js';
import { normalizeForComparison } from '../../../common/quote-verification.js';
import { FIXTURE_EPISODES, fixtureRequest, fixtureTranscripts } from '../../../tests/support/answer-fixtures.js';
import { attributionLine, groundDraft } from '../answers/grounding.js';
import { splitSentences } from '../../../common/passages.js';
import { leadOf } from './answer-prose.js';
import { composeExtractiveAnswer } from './extractive.adapter.js';
import { attributed, takeawaySentence } from './takeaways.js';
import type { QuoteCandidate } from './quote-selection.js';
import type { AnswerRequest, EpisodeInfo } from './generation.port.js';

const transcripts = fixtureTranscripts();
const answer = (question: string) => groundDraft(composeExtractiveAnswer(fixtureRequest(question, transcripts)), transcripts);
const titles = FIXTURE_EPISODES.map((e) => e.title);

const CROSS = 'How do onboarding checklists and activation tracking affect retention?';
const CHECKLISTS = 'How should onboarding checklists be designed to lift activation?';

/** The parts of an answer's markdown: the lead, the takeaway bullets and the body after its heading. */
function parts(markdown: string) {
  const [lead, rest] = markdown.split('\n\n## Key Takeaways\n\n') as [string, string];
  const [list, body] = rest.split('\n\n## What the episodes say\n\n') as [string, string];
  return { lead, takeaways: list.split('\n').map((l) => l.replace(/^- /, '')), body };
}

/** Connecting text: body paragraphs that are neither quotes nor attribution lines. */
const connecting = (body: string) => body.split('\n\n').filter((p) => !p.startsWith('>') && !p.startsWith('— '));

describe('extractive composer', () => {
  it('writes a lead, Key Takeaways, then the quotes under a heading, and passes the readability rules', () => {
    for (const question of [CHECKLISTS, CROSS, 'What did they measure to know onboarding worked for retention?']) {
      const { markdown, quotes } = answer(question);
      expect(quotes.length, question).toBeGreaterThan(0);
      expect(checkAnswerReadability(markdown, { allowedQuotations: titles }), question).toEqual([]);
      const { lead, takeaways } = parts(markdown);
      expect(lead).toMatch(/^(Mara Quill|Tobi Renner) \(episode 10[12]\): \S/);
      expect(takeaways.length).toBeGreaterThanOrEqual(2);
      expect(takeaways.length).toBeLessThanOrEqual(4);
      for (const quote of quotes) expect(markdown).toContain(`> ${quote.text}\n\n${attributionLine(quote)}`);
    }
  });

  it('counts every guest of an episode with two as its guest: the same answer as when the field names the speaker alone', () => {
    const request = fixtureRequest(CROSS, transcripts);
    const twoGuests = new Map([...request.episodes].map(([n, e]) => [n, { ...e, guest: e.guest && `Sam Other & ${e.guest.toUpperCase()}` }]));
    const alone = composeExtractiveAnswer(request);
    expect(alone.takeaways.length).toBeGreaterThanOrEqual(2);
    expect(composeExtractiveAnswer({ ...request, episodes: twoGuests })).toEqual(alone);
  });

  it('counts a guest the title names as its guest when the guest field names only another', () => {
    const request = fixtureRequest(CROSS, transcripts);
    const coGuests = new Map([...request.episodes].map(([n, e]) => [n, { ...e, guest: 'Sam Other', title: `${e.title} | Sam Other & ${e.guest}` }]));
    const unnamed = new Map([...request.episodes].map(([n, e]) => [n, { ...e, guest: 'Sam Other' }]));
    const alone = composeExtractiveAnswer({
      ...request,
      episodes: new Map([...request.episodes].map(([n, e]) => [n, { ...e, title: coGuests.get(n)!.title }])),
    });
    expect(alone.takeaways.length).toBeGreaterThanOrEqual(2);
    expect(composeExtractiveAnswer({ ...request, episodes: coGuests })).toEqual(alone);
    // Named by neither, the same speakers weigh as the host does: another answer.
    expect(composeExtractiveAnswer({ ...request, episodes: unnamed })).not.toEqual(alone);
  });

  it('leads with the best quote’s own words, attributed to its speaker', () => {
    const { markdown, quotes } = answer(CHECKLISTS);
    const { lead } = parts(markdown);
    const [, speaker, episode, words] = /^(.+) \(episode (\d+)\): (.*)$/.exec(lead)!;
    const first = quotes[0]!;
    expect([speaker, Number(episode)]).toEqual([first.guest, first.episode]);
    const turn = transcripts.get(first.episode)!.find((b) => b.timestamp === first.timestamp)!;
    expect(normalizeForComparison(turn.text)).toContain(normalizeForComparison(words!));
  });

  it('writes takeaways as self-contained sentences, attributed, adding to the lead', () => {
    const { markdown } = answer(CROSS);
    const { lead, takeaways } = parts(markdown);
    for (const point of takeaways) {
      expect(point).toMatch(/^\p{Lu}.* \((Mara Quill|Tobi Renner), episode 10[12]\)\.$/u);
      expect(point).not.toMatch(/^(So|And|But|That|This|It|They|He|She|Yeah)\b/);
    }
    // Cross-episode: the lead and the points together give both guests, and no point repeats the lead.
    const voices = new Set([/^(.+) \(episode/.exec(lead)![1], ...takeaways.map((t) => /\((.+), episode/.exec(t)![1])]);
    expect(voices).toEqual(new Set(['Mara Quill', 'Tobi Renner']));
    for (const point of takeaways) expect(lead).not.toContain(point.replace(/ \(.+, episode \d+\)\.$/, ''));
  });

  it('states only facts between the quotes: who, which episode and its subject, where in the conversation', () => {
    const { markdown } = answer(CROSS);
    const texts = connecting(parts(markdown).body);
    expect(texts.length).toBeGreaterThan(0);
    for (const text of texts) {
      expect(text).toMatch(
        /^(In episode \d+, \*[^*]+\*, [\p{L} ]+ says:|[\p{L} ]+ goes on:|Just before that, [\p{L} ]+ says:|(Later|Earlier) in the episode, at ~?[\d:]+, [\p{L} ]+ says:)$/u,
      );
      expect(text).not.toMatch(/["“”]/);
    }
    expect(markdown).not.toMatch(/talk about|brings in|also weighs in/);
    expect(texts[0]).toMatch(/^In episode 10[12], \*(Onboarding that sticks|Activation for developer tools)\*, /);
  });

  it('groups the quotes by episode, the episode of the best quote first', () => {
    const { quotes } = answer(CROSS);
    expect(new Set(quotes.map((q) => q.episode))).toEqual(new Set([101, 102]));
    const episodes = quotes.map((q) => q.episode);
    expect(episodes).toEqual([...episodes].sort((a, b) => episodes.indexOf(a) - episodes.indexOf(b)));
  });

  it('quotes words verbatim from one turn, attributed to the speaker and the turn start', () => {
    const { quotes } = answer('What did they measure to know onboarding worked for retention?');
    expect(quotes.length).toBeGreaterThan(0);
    for (const q of quotes) {
      const turn = transcripts.get(q.episode)!.find((b) => b.timestamp === q.timestamp && b.speaker === q.guest);
      expect(turn, `turn ${q.episode} ${q.timestamp}`).toBeDefined();
      expect(normalizeForComparison(turn!.text)).toContain(normalizeForComparison(q.text));
    }
  });

  it('prefers the guests over the host and statements over questions', () => {
    const { quotes } = answer('What does onboarding look like for a developer tool?');
    expect(quotes.every((q) => q.guest !== 'Dana Host')).toBe(true);
    expect(quotes.every((q) => !q.text.trim().endsWith('?'))).toBe(true);
  });

  it('gives the same answer for the same input', () => {
    expect(answer(CROSS)).toEqual(answer(CROSS));
  });

  it('writes nothing when no passage was retrieved', () => {
    expect(composeExtractiveAnswer({ question: 'Anything?', passages: [], episodes: new Map() })).toEqual({
      lead: null,
      takeaways: [],
      blocks: [],
      quotes: [],
    });
  });
});

describe('takeaways on the question, and leads that reach the answer', () => {
  // Made-up episodes, written for these tests: a podcast-growth interview and a marketplace one.
  const episodes = new Map<number, EpisodeInfo>([
    [401, { number: 401, title: 'Growing a podcast | Lio Marsh (Wavelet)', guest: 'Lio Marsh' }],
    [402, { number: 402, title: 'Pricing a marketplace | Rene Dole (Fleetly)', guest: 'Rene Dole' }],
  ]);
  const passage = (id: string, episodeNumber: number, turnIndex: number, score: number, text: string) => ({
    id,
    episodeNumber,
    speaker: episodeNumber === 401 ? 'Lio Marsh' : 'Rene Dole',
    timestamp: `0${turnIndex}:00`,
    turnIndex,
    ordinal: turnIndex,
    score,
    text,
  });
  const request: AnswerRequest = {
    question: 'How long does podcasting take before it starts paying off?',
    episodes,
    // Retrieval ranks second a passage that shares only words any answer may share ("start", "pay").
    passages: [
      passage(
        'p2',
        401,
        1,
        1,
        'Podcasting is a slow channel with a year-long fuse. Most shows quit around episode twenty, right before the audience would have found them.',
      ),
      passage(
        'p1',
        402,
        3,
        0.8,
        'We went from ten to fifteen percent of each booking when we started handling same-day pay for drivers. Fleets stay with us once the paperwork is gone, and our take rate has held since.',
      ),
      passage(
        'p3',
        401,
        6,
        0.7,
        'A host, an editor, two producers and a sound designer. Honestly, I think she has a fair point about the ads. Our downloads were flat for ten months, and then one guest episode tripled them. A podcast pays off in the second year, when old episodes keep finding new listeners.',
      ),
    ],
    // The corpus knows "podcast" is the subject; "start" and "pay" are everywhere.
    termInformation: new Map([
      ['podcast', 4],
      ['long', 2],
      ['start', 1.2],
      ['pay', 1.5],
    ]),
  };

  it('takes points only from sentences on the question, never from another episode’s passage that shares a common word', () => {
    const { lead, takeaways, quotes } = composeExtractiveAnswer(request);
    expect(lead?.text).toMatch(/^Lio Marsh \(episode 401\): /);
    expect(takeaways.length).toBeGreaterThanOrEqual(2);
    for (const t of takeaways) expect(t.text).not.toMatch(/booking|drivers|Fleets|Rene Dole/);
    // The marketplace passage is still quoted (quote selection is not this test's subject): its sentences were candidates.
    expect(quotes.some((q) => q.episode === 402)).toBe(true);
  });

  it('never takes a fragment without a verb, or a sentence about someone named before it', () => {
    const { takeaways } = composeExtractiveAnswer(request);
    for (const t of takeaways) expect(t.text).not.toMatch(/^A host, an editor|she has a fair point/);
    expect(takeawaySentence('A host, an editor, two producers and a sound designer.')).toBeNull();
    expect(takeawaySentence('Honestly, I think she has a fair point about the ads.')).toBeNull();
  });

  it('runs the lead and its quote on past "here is my rule of thumb" into the numbers', () => {
    const announcing: AnswerRequest = {
      question: 'What is a good download count for a podcast?',
      episodes,
      passages: [
        passage(
          'p1',
          401,
          4,
          1,
          'Download counts for a podcast are slippery, because every show counts them differently. That said, podcast hosts always ask for a good download count, so here is my rough rule of thumb for interview shows. Above a thousand downloads an episode in the first month is healthy. Below two hundred, the problem is almost always the guests, not the promotion.',
        ),
      ],
    };
    const draft = composeExtractiveAnswer(announcing);
    const lead = draft.lead!.text.replace(/^Lio Marsh \(episode 401\): /, '');
    expect(lead).toMatch(/here is my rough rule of thumb for interview shows\. Above a thousand downloads an episode in the first month is healthy\./);
    expect(splitSentences(lead).length).toBeLessThanOrEqual(3);
    expect(draft.quotes[0]!.text).toMatch(/here is my rough rule of thumb for interview shows\. Above a thousand downloads/);
  });

  it('gives up sentences at the head of a full lead to reach the announced answer', () => {
    const text =
      'Download counts for a podcast are slippery, because every show counts them differently. If I count autoplays, a podcast can show a million downloads tomorrow and the count means nothing. That said, podcast hosts always ask for a good download count, so here is my rough rule of thumb for interview shows. Above a thousand downloads an episode in the first month is healthy. Below two hundred, the problem is almost always the guests, not the promotion.';
    const sentences = splitSentences(text);
    // The quote the composer picked ends on the announcement.
    const quote: QuoteCandidate = {
      passage: passage('p1', 401, 4, 1, text),
      passageRank: 0,
      from: 0,
      to: 2,
      sentences: sentences.slice(0, 3),
      text: sentences.slice(0, 3).join(' '),
      stems: new Set(),
      coverage: 1,
      isGuest: true,
      episodeRelevance: 1,
      words: 50,
      retrieval: 1,
      namedFactor: 1,
      score: 1,
    };
    expect(leadOf(quote)?.text).toBe(
      'Lio Marsh (episode 401): Podcast hosts always ask for a good download count, so here is my rough rule of thumb for interview shows. Above a thousand downloads an episode in the first month is healthy. Below two hundred, the problem is almost always the guests, not the promotion.',
    );
  });
});

describe('takeaways when the quotes hold too few standalone sentences', () => {
  // Made-up episodes, written for this test: the best passage answers in fragments and sentences that lean on
  // what came before; a weaker passage of another episode states the point in sentences that stand alone.
  const episodes = new Map<number, EpisodeInfo>([
    [501, { number: 501, title: 'Referral loops | Ona Pell (Dispatchly)', guest: 'Ona Pell' }],
    [502, { number: 502, title: 'Writing every week | Cas Imre (Weekly Sums)', guest: 'Cas Imre' }],
  ]);
  const turn = (episodeNumber: number, speaker: string, turnIndex: number, score: number, text: string) => ({
    id: `p${episodeNumber}-${turnIndex}`,
    episodeNumber,
    speaker,
    timestamp: `0${turnIndex}:00`,
    turnIndex,
    ordinal: turnIndex,
    score,
    text,
  });
  const request: AnswerRequest = {
    question: 'How do you grow a newsletter subscriber list?',
    episodes,
    passages: [
      turn(
        501,
        'Ona Pell',
        3,
        1,
        'Referrals, mostly. It was the referral program that grew the newsletter list, not ads. That doubled our newsletter subscribers in a year. A referral program with small prizes grows a newsletter list faster than paid ads ever did.',
      ),
      turn(
        502,
        'Cas Imre',
        5,
        0.3,
        'Growing a newsletter list takes a weekly habit and a lot of patience. Our newsletter list mostly grew from readers forwarding an issue to colleagues.',
      ),
    ],
    // The corpus knows the newsletter is the subject; "grow" is everywhere.
    termInformation: new Map([
      ['newslett', 4],
      ['subscrib', 3.5],
      ['list', 3],
      ['grow', 1.5],
    ]),
  };
  const transcripts = new Map(
    request.passages.map((p) => [p.episodeNumber, [{ speaker: p.speaker, seconds: p.turnIndex * 60, timestamp: p.timestamp, estimated: false, text: p.text }]]),
  );

  it('quotes the next retrieved passage that holds one, and takes the point from that quote', () => {
    const draft = composeExtractiveAnswer(request);
    expect(draft.takeaways.length).toBeGreaterThanOrEqual(2);
    const fromOther = draft.takeaways.filter((t) => t.text.endsWith(' (Cas Imre, episode 502).'));
    expect(fromOther.length).toBeGreaterThan(0);
    const other = request.passages[1]!.text;
    for (const t of fromOther) {
      // The point is the guest's sentence, and depends on a quote of that turn, shown with the others.
      expect(draft.quotes[t.requires![0]!]!.episode).toBe(502);
      expect(other).toContain(t.text.replace(/ \(Cas Imre, episode 502\)\.$/, ''));
    }
    const quoted = draft.quotes.find((q) => q.episode === 502)!.text;
    expect(fromOther.some((t) => quoted.includes(t.text.replace(/ \(Cas Imre, episode 502\)\.$/, '')))).toBe(true);
    const grounded = groundDraft(draft, transcripts);
    expect(grounded.quotes.map((q) => q.episode)).toEqual([501, 502]);
    expect(parts(grounded.markdown).takeaways.length).toBeGreaterThanOrEqual(2);
    expect(checkAnswerReadability(grounded.markdown, { allowedQuotations: [...episodes.values()].map((e) => e.title) })).toEqual([]);
  });

  it('takes no point from an aside of the answering turn that shares no word with the question', () => {
    const asides = [
      'Back then I wrote every single issue at a tiny desk by the window, with a cat asleep on the printer.',
      'Most weeks the cat slept through the whole afternoon.',
    ];
    const answering =
      'A referral program with small prizes grows a newsletter list faster than paid ads ever did. The referral program doubled our newsletter subscribers in a year, and the prizes cost us almost nothing.';
    const [best, other] = request.passages;
    const draft = composeExtractiveAnswer({ ...request, passages: [{ ...best!, text: `${answering} ${asides.join(' ')}` }, other!] });
    expect(draft.lead?.text).toBe(`Ona Pell (episode 501): ${answering}`);
    for (const aside of asides) expect(draft.takeaways.map((t) => t.text)).not.toContain(attributed(aside, 'Ona Pell', 501));
    // The points come from the other guest's passage on the question, quoted for them.
    expect(draft.takeaways.length).toBeGreaterThanOrEqual(2);
    for (const t of draft.takeaways) expect(t.text).toMatch(/newsletter list .*\(Cas Imre, episode 502\)\.$/);
  });

  it('takes no point from the host or a sponsor read, even one quoted before the guest', () => {
    const [best, other] = request.passages;
    const host = {
      ...other!,
      id: 'p502-4',
      speaker: 'Tam Rook',
      turnIndex: 4,
      ordinal: 4,
      timestamp: '04:00',
      score: 0.5,
      text: 'Growing a newsletter subscriber list is something every founder I meet asks about. Our sponsor makes newsletter list signups easy for any team.',
    };
    // The best passage has one sentence on the question, which leads: the points must come from further quotes.
    const answering = { ...best!, text: 'A referral program with small prizes grows a newsletter list faster than paid ads ever did.' };
    const draft = composeExtractiveAnswer({ ...request, passages: [answering, host, other!] });
    expect(draft.takeaways.length).toBeGreaterThanOrEqual(2);
    for (const t of draft.takeaways) expect(t.text).toMatch(/\(Cas Imre, episode 502\)\.$/);
  });

  it('takes no point that only echoes the question’s words', () => {
    const echo = 'You can grow a newsletter subscriber list.';
    const [best, other] = request.passages;
    const answering = { ...best!, text: 'A referral program with small prizes grows a newsletter list faster than paid ads ever did.' };
    const draft = composeExtractiveAnswer({ ...request, passages: [answering, { ...other!, text: `${echo} ${other!.text}` }] });
    expect(draft.takeaways.map((t) => t.text)).not.toContain(attributed(echo, 'Cas Imre', 502));
    expect(draft.takeaways.length).toBeGreaterThanOrEqual(2);
  });

  it('quotes it before a sentence of the best passage that is off the question fills in', () => {
    const offQuestion = 'I ran the whole company from a small office above a bakery for six years.';
    const [best, other] = request.passages;
    const draft = composeExtractiveAnswer({ ...request, passages: [{ ...best!, text: `${best!.text} ${offQuestion}` }, other!] });
    expect(draft.takeaways.map((t) => t.text)).not.toContain(attributed(offQuestion, 'Ona Pell', 501));
    expect(draft.takeaways.some((t) => t.text.endsWith(' (Cas Imre, episode 502).'))).toBe(true);
    expect(draft.takeaways.length).toBeGreaterThanOrEqual(2);
  });
});
