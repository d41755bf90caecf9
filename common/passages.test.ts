import { describe, expect, it } from 'vitest';
import { announcesWhatFollows, splitPassages, splitSentences } from './passages.js';
import { parseTranscriptBlocks } from './transcript.js';

const sentence = (i: number) => `Sentence number ${i} has exactly seven words.`;

describe('splitSentences', () => {
  it('splits at sentence ends and keeps punctuation and closing quotes', () => {
    expect(splitSentences('One. Two?  Three!\nFour')).toEqual(['One.', 'Two?', 'Three!', 'Four']);
    expect(splitSentences('She said "stop." Then left.')).toEqual(['She said "stop."', 'Then left.']);
    expect(splitSentences('   ')).toEqual([]);
  });
});

describe('splitPassages', () => {
  const transcript = [
    'Nora Vance (00:00)',
    Array.from({ length: 40 }, (_, i) => sentence(i)).join(' '),
    '',
    'Sam Okafor (02:10)',
    'A short reply. And a second short sentence.',
    '',
    'Nora Vance (02:30)',
    'Back to pricing.',
  ].join('\n');
  const blocks = parseTranscriptBlocks(transcript);
  const passages = splitPassages(blocks, { targetWords: 50, maxWords: 80 });

  it('never mixes two speakers in one passage', () => {
    for (const p of passages) {
      const block = blocks[p.turnIndex]!;
      expect(p.speaker).toBe(block.speaker);
      expect(block.text.replace(/\s+/g, ' ')).toContain(p.text);
    }
    expect(passages.some((p) => p.text.includes('Back to pricing') && p.text.includes('short reply'))).toBe(false);
  });

  it('cuts long turns at sentence ends and keeps the turn start on every piece', () => {
    const first = passages.filter((p) => p.turnIndex === 0);
    expect(first.length).toBeGreaterThan(1);
    for (const p of first) {
      expect(p).toMatchObject({ speaker: 'Nora Vance', startSeconds: 0, timestamp: '00:00' });
      expect(p.text.split(/\s+/).length).toBeLessThanOrEqual(80);
      expect(p.text.endsWith('.')).toBe(true);
    }
    expect(first.map((p) => p.text).join(' ')).toBe(blocks[0]!.text);
  });

  it('numbers passages in order and keeps later turns with their own timestamps', () => {
    expect(passages.map((p) => p.ordinal)).toEqual(passages.map((_, i) => i));
    expect(passages.filter((p) => p.turnIndex === 1)).toEqual([
      expect.objectContaining({ speaker: 'Sam Okafor', timestamp: '02:10', startSeconds: 130, text: 'A short reply. And a second short sentence.' }),
    ]);
    expect(passages.at(-1)).toMatchObject({ speaker: 'Nora Vance', timestamp: '02:30', text: 'Back to pricing.' });
  });
});

describe('announcesWhatFollows', () => {
  // Made-up sentences, written for these tests.
  it('recognises a sentence that hands over to the next one', () => {
    for (const s of [
      "People always ask, so here's my rough rule of thumb for early teams.",
      'Here is what we changed in the first week:',
      'What surprised me most was the following.',
      'It comes down to three things.',
      'Every feature request gets scored on a couple of simple questions.',
      'The way we priced it was this.',
    ])
      expect(announcesWhatFollows(s), s).toBe(true);
  });

  it('leaves statements alone, even with "here" or a count in them', () => {
    for (const s of [
      "Here's the thing, we shipped the checklist and activation went up.",
      'We tested three things at once and learned nothing.',
      'Above thirty percent in the first week is healthy.',
      'The answer was in the support tickets all along.',
      // The answer is in the sentence itself.
      'The short answer is, it depends on the buyer.',
    ])
      expect(announcesWhatFollows(s), s).toBe(false);
  });
});
