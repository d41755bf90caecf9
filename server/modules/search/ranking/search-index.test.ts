import { describe, expect, it } from 'vitest';
import { isSupported } from '../../answers/support.js';
import { DEFAULT_LSA, LsaSpace, trainingUnits, trainLsa } from '../semantic/lsa.js';
import { passagesOf } from '../text/passage-terms.js';
import { questionNames } from '../text/question-names.js';
import { distinctTerms } from '../text/terms.js';
import type { LinearModel } from './learned-ranker.js';
import { feature, FEATURE_COUNT, FEATURES, type FeatureName } from './passage-features.js';
import { DEFAULT_RANKING } from './ranking-options.js';
import { SearchIndex, type IndexedEpisode } from './search-index.js';

const SPONSOR = 'This episode is brought to you by Acme, the analytics suite for pricing experiments and annual plan discounts.';

const transcripts: Record<number, [guest: string, lines: string[]]> = {
  1: [
    'Ada Example',
    [
      `Host Person (00:00)\n${SPONSOR}`,
      'Host Person (00:30)\nHow did you approach pricing?',
      'Ada Example (00:40)\nWe moved to per-seat pricing and raised the annual plan price by ten percent. Annual discounts kept churn low, and customers accepted the new price.',
      'Host Person (02:00)\nWhat would you tell founders?',
      'Ada Example (02:10)\nTalk to customers before you change the price of a plan. Willingness to pay surprises everyone.',
    ],
  ],
  2: [
    'Ben Sample',
    [
      `Host Person (00:00)\n${SPONSOR}`,
      'Host Person (00:30)\nWho was your first growth hire?',
      'Ben Sample (00:45)\nOur first growth hire was an analyst who loved statistics. We interviewed candidates with a take-home exercise about funnels.',
      'Host Person (03:00)\nHow do you run interviews now?',
      'Ben Sample (03:10)\nEvery candidate meets the team, and we hire for curiosity over experience.',
    ],
  ],
  3: [
    'Cy Demo',
    [
      `Host Person (00:00)\n${SPONSOR}`,
      'Host Person (00:30)\nHow did onboarding change?',
      'Cy Demo (00:50)\nActivation improved when the onboarding checklist showed three steps. New signups reached the first success moment faster.',
      'Host Person (04:00)\nWhat about retention?',
      'Cy Demo (04:20)\nRetention followed activation: users who finished the checklist came back the next week.',
    ],
  ],
};

let nextId = 1;
/** An episode of the given transcript lines, with passage ids unique across the tests. */
const episodeOf = (number: number, guest: string, lines: string[]): IndexedEpisode => ({
  id: `episode-${number}`,
  number,
  guest,
  revision: '1',
  passages: passagesOf(lines.join('\n\n')).map((p) => ({ ...p, id: nextId++, episodeId: `episode-${number}`, episodeNumber: number })),
});

const episodes: IndexedEpisode[] = Object.entries(transcripts).map(([number, [guest, lines]]) => episodeOf(Number(number), guest, lines));
const model = trainLsa(
  trainingUnits(
    episodes.map((e) => e.passages.map((p) => p.terms)),
    8,
  ),
  { ...DEFAULT_LSA, dims: 4, oversample: 4 },
);
const index = new SearchIndex(episodes, model ? new LsaSpace(model) : null);

/** Searches an index as the PostgreSQL adapter does. */
const search = (target: SearchIndex, question: string, limit: number) => target.search(distinctTerms(question), limit, questionNames(question));

describe('SearchIndex', () => {
  it('ranks what the guest said above the host reading a sponsor message with the same words', () => {
    const { hits } = search(index, 'Did per-seat pricing change the annual plan price?', 10);
    expect(hits[0]).toMatchObject({ episodeNumber: 1, speaker: 'Ada Example', timestamp: '00:40', turnIndex: 2 });
    expect(hits[0]!.text).toContain('per-seat pricing');
    const episodeOne = hits.filter((h) => h.episodeNumber === 1).map((h) => h.speaker);
    expect(episodeOne.indexOf('Host Person')).toBeGreaterThan(episodeOne.lastIndexOf('Ada Example'));
  });

  it('returns whole passages of one speaker turn, best first', () => {
    const { hits } = search(index, 'first growth hire analyst statistics', 5);
    expect(hits[0]).toMatchObject({ episodeNumber: 2, speaker: 'Ben Sample', timestamp: '00:45' });
    for (const hit of hits) {
      const source = episodes.find((e) => e.id === hit.episodeId)!.passages.find((p) => p.id === hit.id)!;
      expect(hit.text).toBe(source.text);
    }
    expect(hits.map((h) => h.score)).toEqual([...hits.map((h) => h.score)].sort((a, b) => b - a));
  });

  it('lowers each further passage of an episode already listed, so that other episodes come up', () => {
    const question = 'checklist activation onboarding growth hire';
    const raw = search(new SearchIndex(episodes, null, { ...DEFAULT_RANKING, episodeRepeatDecay: 1 }), question, 10).hits;
    const spread = search(new SearchIndex(episodes, null), question, 10).hits;
    const rawScore = new Map(raw.map((h) => [h.id, h.score]));
    const seen = new Map<number, number>();
    for (const hit of spread) {
      const before = seen.get(hit.episodeNumber) ?? 0;
      seen.set(hit.episodeNumber, before + 1);
      expect(hit.score).toBeCloseTo(rawScore.get(hit.id)! * DEFAULT_RANKING.episodeRepeatDecay ** before, 9);
    }
    expect(new Set(spread.slice(0, 2).map((h) => h.episodeNumber))).toEqual(new Set([2, 3]));
  });

  it('lists a long speaker turn once, by its best passage, so that other moments come up', () => {
    const sentence = (i: number) => `Referral rewards doubled our signups in month ${i}, and the referral loop kept growing.`;
    const long: IndexedEpisode = {
      id: 'episode-4',
      number: 4,
      guest: 'Dee Trial',
      revision: '1',
      passages: passagesOf(
        [
          'Host Person (00:00)\nHow did referrals work for you?',
          `Dee Trial (00:10)\n${Array.from({ length: 30 }, (_, i) => sentence(i + 1)).join(' ')}`,
          'Host Person (05:00)\nAnd later?',
          'Dee Trial (05:10)\nLater the referral rewards cost more than the signups they brought.',
        ].join('\n\n'),
      ).map((p) => ({ ...p, id: nextId++, episodeId: 'episode-4', episodeNumber: 4 })),
    };
    expect(long.passages.filter((p) => p.timestamp === '00:10').length).toBeGreaterThan(1);
    const { hits } = search(new SearchIndex([...episodes, long], null), 'referral rewards signups', 10);
    expect(hits.filter((h) => h.timestamp === '00:10')).toHaveLength(1);
    expect(hits.some((h) => h.timestamp === '05:10')).toBe(true);
  });

  it('answers a question naming a guest from that guest’s episode, by what the guest said', () => {
    const named = episodeOf(10, 'Eve Tester', [
      'Host Person (00:00)\nToday Eve Tester joins us to talk about referral rewards and her years at Tallyway.',
      'Eve Tester (00:20)\nReferral rewards work when the reward helps the friend as much as the person inviting.',
      'Host Person (09:00)\nThank you, Eve Tester.',
    ]);
    const other = episodeOf(11, 'Finn Other', ['Finn Other (00:10)\nReferral rewards, referral loops, referral codes: referral rewards drove our growth.']);
    const target = new SearchIndex([...episodes, named, other], null);
    const { hits } = search(target, 'What does Eve Tester think about referral rewards?', 10);
    expect(hits[0]).toMatchObject({ episodeNumber: 10, speaker: 'Eve Tester', timestamp: '00:20' });
    expect(hits.findIndex((h) => h.episodeNumber === 11)).toBeGreaterThan(hits.findLastIndex((h) => h.episodeNumber === 10));
  });

  it('searches a question naming the host on its other words: a guest greeting the host by name is no answer', () => {
    const hosted = ['Gil Ward', 'Hana Lee', 'Ivo Grant'].map((guest, i) =>
      episodeOf(20 + i, guest, [
        `Quinn Harbor (00:00)\nWelcome, ${guest}.`,
        `${guest} (00:10)\nThanks for having me, Quinn. Happy to be here, Quinn.`,
        'Quinn Harbor (00:30)\nHow do you set prices?',
        `${guest} (00:40)\n${i === 0 ? 'We set annual pricing from what customers said they would pay, and raised it twice.' : 'We grew through referrals and a weekly newsletter.'}`,
      ]),
    );
    // Gil Ward, the guest of episode 20, is heard in episode 23 too: his name still names him.
    const visit = episodeOf(23, 'Jo Park', [
      'Quinn Harbor (00:00)\nWelcome, Jo Park.',
      'Jo Park (00:10)\nThanks, Quinn. Our seat pricing follows usage, and most customers choose annual plans for the discount.',
      'Gil Ward (01:00)\nHi Jo.',
    ]);
    const target = new SearchIndex([...episodes, ...hosted, visit], null);
    expect(search(target, 'What does Gil Ward think about annual pricing?', 3).hits[0]).toMatchObject({ episodeNumber: 20, speaker: 'Gil Ward' });
    const pricing = search(target, 'What does Quinn think about customers paying?', 3);
    expect(pricing.hits[0]).toMatchObject({ episodeNumber: 20, speaker: 'Gil Ward', timestamp: '00:40' });
    expect(pricing.hits.filter((h) => h.text.includes('Thanks for having me'))).toEqual([]);
    // Nothing in the archive on gardening: the greetings that name Quinn do not make it an answer.
    const gardening = search(target, 'What does Quinn Harbor think about gardening?', 5);
    expect(isSupported(gardening)).toBe(false);
    // A question naming only the host is searched on the name.
    expect(search(target, 'Who is Quinn Harbor?', 5).hits.length).toBeGreaterThan(0);
  });

  it('supports a question the corpus covers and declines one it does not', () => {
    const covered = search(index, 'What did Ada say about annual plan discounts and churn?', 5);
    expect(covered.evidence.scale).toBe('information-beyond-chance');
    expect(covered.evidence.value).toBeGreaterThan(0.3);
    expect(isSupported(covered)).toBe(true);
    const offTopic = search(index, 'How should a restaurant handle import tariffs on wine?', 5);
    expect(offTopic.evidence.value).toBeLessThanOrEqual(0);
    expect(isSupported(offTopic)).toBe(false);
  });

  it("reports how much more than everyday English the archive uses the question's words", () => {
    const covered = search(index, 'How did the onboarding checklist change activation and retention?', 5);
    if (covered.evidence.scale !== 'information-beyond-chance') throw new Error('unexpected scale');
    expect(covered.evidence.topicality).toBeGreaterThan(0);
    expect(isSupported(covered)).toBe(true);
  });

  it('reports whether one window holds every word of the question', () => {
    const whole = search(index, 'Did the onboarding checklist improve activation?', 5);
    const partial = search(index, 'Did the onboarding checklist improve activation in Antarctica?', 5);
    if (whole.evidence.scale !== 'information-beyond-chance' || partial.evidence.scale !== 'information-beyond-chance') throw new Error('unexpected scale');
    expect(whole.evidence.complete).toBe(true);
    expect(partial.evidence.complete).toBe(false);
  });

  it('reports a question its best window mentions in passing: said there, and nowhere else in a longer episode', () => {
    // One long episode on hiring, with one aside on baking bread.
    const topics = [
      'We hired our first recruiter after the seed round.',
      'Hiring managers wrote every job description themselves.',
      'Our interview loop had a work sample and a values conversation.',
      'On weekends I bake sourdough bread with a starter my grandmother kept.',
      'We sent offers within two days of the final interview.',
      'Referrals brought in half of our engineering hires.',
      'The recruiter tracked every candidate in a simple spreadsheet.',
      'New hires shadowed a teammate for their first week.',
      'We asked every candidate the same structured questions.',
      'Hiring slowed when we had to train managers to interview.',
      'Later we hired a head of recruiting from a larger company.',
      'Recruiting became a weekly topic in our leadership meeting.',
      'Candidates liked hearing how decisions were made.',
      'We still review every hire after six months.',
    ];
    const lines = topics.flatMap((text, i) => [
      `Host Person (${String(i).padStart(2, '0')}:00)\nAnd then?`,
      `Dee Long (${String(i).padStart(2, '0')}:30)\n${text}`,
    ]);
    const long: IndexedEpisode = {
      id: 'episode-9',
      number: 9,
      guest: 'Dee Long',
      revision: '1',
      passages: passagesOf(lines.join('\n\n')).map((p, i) => ({ ...p, id: 1000 + i, episodeId: 'episode-9', episodeNumber: 9 })),
    };
    const longIndex = new SearchIndex([...episodes, long], null);
    const inPassing = (question: string) => {
      const { evidence } = search(longIndex, question, 5);
      if (evidence.scale !== 'information-beyond-chance') throw new Error('unexpected scale');
      return evidence.inPassing;
    };
    expect(inPassing('What is a good sourdough bread recipe?')).toBe(true);
    expect(isSupported(search(longIndex, 'What is a good sourdough bread recipe?', 5))).toBe(false);
    // Its subject comes back across the episode.
    expect(inPassing('How did you hire your first recruiter?')).toBe(false);
    // In the three short episodes, the window is most of its episode: never "in passing".
    expect(inPassing('What did Ada say about annual plan discounts and churn?')).toBe(false);
  });

  it('counts the names a question mentions that no passage, speaker or guest holds', () => {
    const unmentioned = (question: string) => {
      const { evidence } = search(index, question, 5);
      if (evidence.scale !== 'information-beyond-chance') throw new Error('unexpected scale');
      return evidence.unmentionedNames;
    };
    expect(unmentioned('What did Ada Example say about annual plan discounts and churn?')).toBe(0);
    expect(unmentioned('How does Acme help with pricing experiments?')).toBe(0);
    expect(unmentioned('What did Zoe Quartz say about annual plan discounts and churn?')).toBe(1);
    // A name of several words is mentioned when a passage says them in that order.
    expect(unmentioned('Does the Annual Plan lower churn?')).toBe(0);
    expect(unmentioned('Does the Plan Annual lower churn?')).toBe(1);
    // A guest's name misspelt by one letter is that guest; a short name one letter off is not.
    expect(unmentioned('What did Ada Exampel say about annual plan discounts?')).toBe(0);
    expect(unmentioned('What did Ben Sampel say about annual plan discounts?')).toBe(0);
    expect(unmentioned('What did Ada Ban say about annual plan discounts?')).toBe(1);
    expect(isSupported(search(index, 'What did Zoe Quartz say about annual plan discounts and churn?', 5))).toBe(false);
  });

  it('finds nothing for a question of function words, or in an empty index', () => {
    const nothing = {
      hits: [],
      evidence: { scale: 'information-beyond-chance', value: 0, complete: false, inPassing: false, topicality: 0, unmentionedNames: 0 },
    };
    expect(search(index, 'What is it, and why?', 5)).toEqual(nothing);
    expect(search(new SearchIndex([], null), 'pricing', 5)).toEqual(nothing);
  });

  describe('candidates and their features', () => {
    const featuresOf = (question: string, episodeNumber: number, timestamp: string) => {
      const found = index.candidates(distinctTerms(question))!;
      const c = found.indices.findIndex((i) => {
        const p = index.passageAt(i);
        return p.episodeNumber === episodeNumber && p.timestamp === timestamp;
      });
      expect(c).toBeGreaterThanOrEqual(0);
      const at = c * FEATURE_COUNT;
      return Object.fromEntries(FEATURES.map((name) => [name, found.features[at + feature(name)]!])) as Record<FeatureName, number>;
    };

    it('describe the guest answering the host’s question, the sponsor read and the keyword match', () => {
      const question = 'How should a startup approach pricing of an annual plan?';
      const answer = featuresOf(question, 1, '00:40');
      expect(answer.secondary).toBe(0);
      expect(answer.turnStart).toBe(1);
      // The host asked "How did you approach pricing?" just before.
      expect(answer.hostQuestion).toBeGreaterThan(0);
      expect(answer.bm25).toBeGreaterThan(0);
      expect(answer.bm25).toBeLessThanOrEqual(1);
      expect(answer.coverage).toBeGreaterThan(0);
      expect(answer.contextCoverage).toBeGreaterThanOrEqual(answer.coverage);
      expect(answer.length).toBeGreaterThan(0);
      const sponsor = featuresOf(question, 1, '00:00');
      expect(sponsor.secondary).toBe(1);
      expect(sponsor.hostQuestion).toBe(0);
      // The sponsor read holds "pricing" and "annual plan" together.
      expect(sponsor.phrase).toBeGreaterThan(0);
      expect(sponsor.proximity).toBeGreaterThan(0);
    });

    it('are what search ranks by: a ranker weighing only length puts the longest passage first', () => {
      const only = (name: FeatureName): LinearModel => ({
        weights: Object.fromEntries(FEATURES.map((f) => [f, f === name ? 1 : 0])) as LinearModel['weights'],
      });
      const byLength = new SearchIndex(episodes, null, {
        ...DEFAULT_RANKING,
        episodeRepeatDecay: 1,
        ranker: { shortlist: 50, first: only('bm25'), second: only('length') },
      });
      const question = 'pricing annual plan checklist activation hire';
      const hits = byLength.search(distinctTerms(question), 3).hits;
      const lengths = hits.map((h) => episodes.flatMap((e) => e.passages).find((p) => p.id === h.id)!.terms.length);
      expect(lengths).toEqual([...lengths].sort((a, b) => b - a));
      expect(hits[0]!.score).toBeCloseTo(lengths[0]! / 100, 9);
    });
  });
});
