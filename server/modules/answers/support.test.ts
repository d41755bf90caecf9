import { describe, expect, it } from 'vitest';
import type { PassageHit, PassageSearchResult } from '../search/index.js';
import { COMPLETE_MATCH_TOPICALITY, isRelevantEnough, isSupported, MIN_TOPICALITY, SUPPORT_THRESHOLDS } from './support.js';

const hit: PassageHit = {
  id: 1,
  episodeId: 'e1',
  episodeNumber: 1,
  ordinal: 0,
  turnIndex: 0,
  speaker: 'Ada Example',
  startSeconds: 0,
  timestamp: '00:00',
  text: 'We raised prices.',
  score: 1,
};

const result = (
  scale: PassageSearchResult['evidence']['scale'],
  value: number,
  hits = [hit],
  topicality = 1,
  complete = false,
  unmentionedNames = 0,
  inPassing = false,
): PassageSearchResult => ({
  hits,
  evidence: scale === 'information-beyond-chance' ? { scale, value, complete, inPassing, topicality, unmentionedNames } : { scale, value },
});

describe('isSupported', () => {
  it('answers when the evidence reaches the threshold of its own scale', () => {
    const postgres = SUPPORT_THRESHOLDS['information-beyond-chance'];
    expect(isSupported(result('information-beyond-chance', postgres))).toBe(true);
    expect(isSupported(result('information-beyond-chance', postgres - 0.01))).toBe(false);
    const typesense = SUPPORT_THRESHOLDS['term-coverage'];
    expect(isSupported(result('term-coverage', typesense))).toBe(true);
    expect(isSupported(result('term-coverage', typesense - 0.01))).toBe(false);
  });

  it('reads each value on its own scale', () => {
    const between = (SUPPORT_THRESHOLDS['information-beyond-chance'] + SUPPORT_THRESHOLDS['term-coverage']) / 2;
    expect(isSupported(result('information-beyond-chance', between))).toBe(true);
    expect(isSupported(result('term-coverage', between))).toBe(false);
  });

  it('declines a question the archive talks about far less than everyday English does, however well a window matches', () => {
    expect(isSupported(result('information-beyond-chance', 0.9, [hit], MIN_TOPICALITY))).toBe(true);
    expect(isSupported(result('information-beyond-chance', 0.9, [hit], MIN_TOPICALITY - 0.01))).toBe(false);
  });

  it('answers a question one window holds whole when its words are the archive’s, whatever the information beyond chance', () => {
    const postgres = SUPPORT_THRESHOLDS['information-beyond-chance'];
    expect(isSupported(result('information-beyond-chance', -0.1, [hit], COMPLETE_MATCH_TOPICALITY, true))).toBe(true);
    expect(isSupported(result('information-beyond-chance', -0.1, [hit], COMPLETE_MATCH_TOPICALITY, false))).toBe(false);
    // Held whole, but in words everyday English uses more than the archive: declined, however informative the match.
    expect(isSupported(result('information-beyond-chance', postgres + 0.3, [hit], COMPLETE_MATCH_TOPICALITY - 0.01, true))).toBe(false);
    expect(isSupported(result('information-beyond-chance', postgres + 0.3, [hit], COMPLETE_MATCH_TOPICALITY - 0.01, false))).toBe(true);
    expect(isSupported(result('information-beyond-chance', 1, [], COMPLETE_MATCH_TOPICALITY + 1, true))).toBe(false);
  });

  it('declines a question naming what the archive never mentions, however well its other words match', () => {
    expect(isSupported(result('information-beyond-chance', 0.9, [hit], 1, true, 0))).toBe(true);
    expect(isSupported(result('information-beyond-chance', 0.9, [hit], 1, true, 1))).toBe(false);
    expect(isSupported(result('information-beyond-chance', 0.9, [hit], 1, false, 1))).toBe(false);
  });

  it('declines a question its best window holds in part and mentions in passing, however well that part matches', () => {
    expect(isSupported(result('information-beyond-chance', 0.9, [hit], 1, false, 0, false))).toBe(true);
    expect(isSupported(result('information-beyond-chance', 0.9, [hit], 1, false, 0, true))).toBe(false);
  });

  it('answers a question one window holds whole even when that is the only place its episode says it (an anecdote told once)', () => {
    expect(isSupported(result('information-beyond-chance', 0.9, [hit], COMPLETE_MATCH_TOPICALITY, true, 0, true))).toBe(true);
    expect(isSupported(result('information-beyond-chance', 0.9, [hit], COMPLETE_MATCH_TOPICALITY - 0.01, true, 0, true))).toBe(false);
  });

  it('declines without hits whatever the evidence', () => {
    expect(isSupported(result('information-beyond-chance', 1, []))).toBe(false);
  });
});

describe("isRelevantEnough (the reranker's evidence)", () => {
  it('declines below the minimum relevance and answers at it or above', () => {
    expect(isRelevantEnough(0.19, 0.2)).toBe(false);
    expect(isRelevantEnough(0.2, 0.2)).toBe(true);
    expect(isRelevantEnough(0.9, 0.2)).toBe(true);
  });

  it('answers when no minimum is set, or when rerank could not score the passages', () => {
    expect(isRelevantEnough(0.01, null)).toBe(true);
    expect(isRelevantEnough(null, 0.5)).toBe(true);
  });
});
