import { describe, expect, it } from 'vitest';
import { fixtureEpisodes, fixtureTranscripts } from '../../../tests/support/answer-fixtures.js';
import type { TranscriptBlock } from '../../../common/transcript.js';
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

  it('marks a passage whose turn start the transcript does not give, and the reply it adds', () => {
    const estimatedTurns = new Map(transcripts);
    estimatedTurns.set(
      102,
      transcripts.get(102)!.map((b, i) => (i === 2 || i === 3 ? { ...b, estimated: true } : b)),
    );
    const passages = answerPassages([hit(102, 2, 5), hit(101, 1, 3)], episodes, estimatedTurns);
    expect(passages.map((p) => p.estimated ?? false)).toEqual([true, true, false]);
  });

  it('adds the reply of a guest the title names, or of the guest field in other capitals, as it adds the guest field’s own', () => {
    const expected = answerPassages([hit(102, 2, 5)], episodes, transcripts);
    expect(expected.map((p) => p.speaker)).toEqual(['Dana Host', 'Tobi Renner']);
    const retitled = (episode: { guest: string | null; title: string }) => new Map([...episodes, [102, { ...episodes.get(102)!, ...episode }]]);
    const coGuest = retitled({ guest: 'Sam Other', title: 'Activation for developer tools | Sam Other & Tobi Renner' });
    expect(answerPassages([hit(102, 2, 5)], coGuest, transcripts)).toEqual(expected);
    expect(answerPassages([hit(102, 2, 5)], retitled({ guest: 'TOBI RENNER', title: 'Activation' }), transcripts)).toEqual(expected);
    expect(answerPassages([hit(102, 2, 5)], retitled({ guest: 'Sam Other', title: 'Activation for developer tools' }), transcripts)).toHaveLength(1);
  });

  it('adds nothing for a guest passage, or a reply that was retrieved already', () => {
    const passages = answerPassages([hit(102, 2, 5), hit(102, 3, 4)], episodes, transcripts);
    expect(passages.map((p) => p.timestamp)).toEqual(['02:00', '02:10']);
  });
});

describe('answerPassages, a passage that announces what follows', () => {
  // A made-up turn, written for this test, cut into two passages right after the announcement.
  const lead = ['Benchmarks only compare a product with itself.', 'People ask anyway, so here is my rough rule of thumb for team products.'];
  const answer = ['Above a third of new teams in the first week is healthy.', 'Below a sixth, fix onboarding before buying traffic.'];
  const turn: TranscriptBlock = {
    speaker: 'Tobi Renner',
    timestamp: '05:00',
    seconds: 300,
    estimated: false,
    text: [...lead, ...answer, 'That is the rule.'].join(' '),
  };
  const before = transcripts.get(102)!;
  const announcing: PassageHit = { ...hit(102, 3, 2), ordinal: 9, turnIndex: before.length, timestamp: '05:00', text: lead.join(' ') };
  const withTurn = new Map([[102, [...before, turn]]]);

  it('runs on into the next sentences of the same turn, verbatim', () => {
    const [passage] = answerPassages([announcing], episodes, withTurn);
    expect(passage!.text).toBe([...lead, ...answer, 'That is the rule.'].join(' '));
    expect(turn.text).toContain(passage!.text);
  });

  it('leaves a passage that ends with a statement as retrieved', () => {
    const statement = { ...announcing, text: lead[0]! };
    expect(answerPassages([statement], episodes, withTurn)[0]!.text).toBe(lead[0]);
  });

  it('never runs into another speaker’s turn', () => {
    const other = new Map([[102, [...before, { ...turn, speaker: 'Dana Host' }]]]);
    expect(answerPassages([announcing], episodes, other)[0]!.text).toBe(lead.join(' '));
  });
});
