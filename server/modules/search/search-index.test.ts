import { describe, expect, it } from 'vitest';
import { isSupported } from './coverage.js';
import { DEFAULT_LSA, LsaSpace, trainingUnits, trainLsa } from './lsa.js';
import { passagesOf } from './passage-terms.js';
import { referenceKeywordScores } from './bm25-reference.js';
import { DEFAULT_RANKING, questionTerms, SearchIndex, type IndexedEpisode } from './search-index.js';

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
const episodes: IndexedEpisode[] = Object.entries(transcripts).map(([number, [guest, lines]]) => ({
  id: `episode-${number}`,
  number: Number(number),
  guest,
  revision: '1',
  passages: passagesOf(lines.join('\n\n')).map((p) => ({ ...p, id: nextId++, episodeId: `episode-${number}`, episodeNumber: Number(number) })),
}));
const model = trainLsa(
  trainingUnits(
    episodes.map((e) => e.passages.map((p) => p.terms)),
    8,
  ),
  { ...DEFAULT_LSA, dims: 4, oversample: 4 },
);
const index = new SearchIndex(episodes, model ? new LsaSpace(model) : null);

/** Searches an index as the PostgreSQL adapter does, with keyword scores from the BM25 formula. */
function search(target: SearchIndex, question: string, limit: number, indexed = episodes) {
  const terms = questionTerms(question);
  return target.search(
    terms,
    referenceKeywordScores(
      indexed.flatMap((e) => e.passages),
      terms,
    ),
    limit,
  );
}

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

  it('puts the best passage of the next episode before the second passage of the best one', () => {
    const question = 'checklist activation onboarding growth hire';
    expect(search(index, question, 3).hits.map((h) => h.episodeNumber)).toEqual([3, 2, 3]);
    const undiversified = search(new SearchIndex(episodes, null, { ...DEFAULT_RANKING, diversify: false }), question, 3);
    expect(undiversified.hits.map((h) => h.episodeNumber)).toEqual([3, 3, 2]);
  });

  it('supports a question the corpus covers and declines one it does not', () => {
    const covered = search(index, 'What did Ada say about annual plan discounts and churn?', 5);
    expect(covered.coverage).toBeGreaterThan(0.6);
    expect(isSupported(covered)).toBe(true);
    const offTopic = search(index, 'How should a restaurant handle import tariffs on wine?', 5);
    expect(offTopic.coverage).toBeLessThan(0.3);
    expect(isSupported(offTopic)).toBe(false);
  });

  it('finds nothing for a question of function words, or in an empty index', () => {
    expect(search(index, 'What is it, and why?', 5)).toEqual({ hits: [], coverage: 0 });
    expect(search(new SearchIndex([], null), 'pricing', 5, [])).toEqual({ hits: [], coverage: 0 });
  });
});
