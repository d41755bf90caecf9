import { describe, expect, it } from 'vitest';
import { fixtureEpisodes, fixtureTranscripts } from '../../../tests/support/answer-fixtures.js';
import type { PassageHit } from '../search/search.port.js';
import { answerPassages } from './answer-context.js';

const transcripts = fixtureTranscripts();
const episodes = fixtureEpisodes();

const hit = (episodeNumber: number, turnIndex: number, score: number): PassageHit => {
  const block = transcripts.get(episodeNumber)![turnIndex]!;
  return {
    id: turnIndex,
    episodeId: `e${episodeNumber}`,
    episodeNumber,
    ordinal: turnIndex,
    turnIndex,
    speaker: block.speaker,
    startSeconds: block.seconds,
    timestamp: block.timestamp,
    text: block.text,
    score,
  };
};

describe('answerPassages', () => {
  it("adds the guest's reply right after a retrieved question of the host", () => {
    const passages = answerPassages([hit(102, 2, 5), hit(101, 1, 3)], episodes, transcripts);
    expect(passages.map((p) => [p.id, p.episodeNumber, p.speaker, p.timestamp])).toEqual([
      ['p1', 102, 'Dana Host', '02:00'],
      ['p2', 102, 'Tobi Renner', '02:10'],
      ['p3', 101, 'Mara Quill', '00:20'],
    ]);
    expect(passages[1]?.text).toMatch(/^A developer is activated when/);
    expect(passages[1]?.score).toBe(5);
  });

  it('adds nothing for a guest passage, or a reply that was retrieved already', () => {
    const passages = answerPassages([hit(102, 2, 5), hit(102, 3, 4)], episodes, transcripts);
    expect(passages.map((p) => p.timestamp)).toEqual(['02:00', '02:10']);
  });
});
