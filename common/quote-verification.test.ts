import { describe, expect, it } from 'vitest';
import { normalizeForComparison, verifyQuote, verifyQuotes } from './quote-verification.js';
import { parseTranscriptBlocks } from './transcript.js';

const transcript = parseTranscriptBlocks(
  [
    'Dana Host (00:05)',
    'Welcome back. Today we talk about onboarding. What did you change first?',
    '',
    'Rui Guest (00:40)',
    "We cut the signup form from nine fields to three. Completion went up by 31%, and we didn't lose lead quality.",
    'The second thing was the empty state. People landed on a blank page, so we seeded it with a sample project.',
    '',
    'Dana Host (02:10)',
    'That is a big jump. Did the sample project stick around?',
    '',
    'Rui Guest (02:30)',
    'It did. Most teams kept the sample project for a week, then deleted it once they had their own work in there.',
  ].join('\n'),
);

const otherEpisode = parseTranscriptBlocks(['Ana Other (10:00)', 'We cut the signup form from nine fields to three and nothing changed.'].join('\n'));

const transcripts = new Map([
  [7, transcript],
  [8, otherEpisode],
]);

describe('verifyQuote', () => {
  it('accepts a quote with different case, spacing and punctuation and returns the transcript wording', () => {
    const verified = verifyQuote({ text: 'we CUT the signup form   from nine fields to three completion went up by 31', episode: 7 }, transcript);
    expect(verified).toEqual({
      text: 'We cut the signup form from nine fields to three. Completion went up by 31',
      episode: 7,
      guest: 'Rui Guest',
      timestamp: '00:40',
      turnIndex: 1,
    });
  });

  it('keeps closing punctuation when the claim ends with it', () => {
    const verified = verifyQuote({ text: "and we didn't lose lead quality.", episode: 7 }, transcript);
    expect(verified?.text).toBe("and we didn't lose lead quality.");
  });

  it('treats apostrophes as joining letters (didnt = didn’t)', () => {
    expect(verifyQuote({ text: 'and we didnt lose lead quality', episode: 7 }, transcript)?.text).toBe("and we didn't lose lead quality");
  });

  it('gives the start of the turn for a quote spoken late in a long turn', () => {
    const verified = verifyQuote({ text: 'so we seeded it with a sample project', episode: 7 }, transcript);
    expect(verified?.timestamp).toBe('00:40');
    expect(verified?.guest).toBe('Rui Guest');
  });

  it('rejects a quote that straddles two speaker turns', () => {
    const claim = { text: 'a sample project. That is a big jump.', episode: 7 };
    expect(verifyQuote(claim, transcript)).toBeNull();
  });

  it('rejects a quote with an altered word', () => {
    expect(verifyQuote({ text: 'We cut the signup form from nine fields to four.', episode: 7 }, transcript)).toBeNull();
  });

  it('rejects a quote cited to the wrong episode', () => {
    const claim = { text: 'Most teams kept the sample project for a week', episode: 8 };
    expect(verifyQuotes([claim], transcripts)).toEqual([null]);
    expect(verifyQuotes([{ ...claim, episode: 7 }], transcripts)[0]?.timestamp).toBe('02:30');
  });

  it('rejects a quote for an episode without a transcript', () => {
    expect(verifyQuotes([{ text: 'We cut the signup form', episode: 99 }], transcripts)).toEqual([null]);
  });

  it('only matches whole words', () => {
    expect(verifyQuote({ text: 'e cut the signup', episode: 7 }, transcript)).toBeNull();
  });

  it('rejects claims too short to be evidence', () => {
    expect(verifyQuote({ text: 'It did.', episode: 7 }, transcript)).toBeNull();
  });

  it('prefers the turn the generator named when the words occur in several turns', () => {
    const repeated = parseTranscriptBlocks(
      ['Ana (00:10)', 'Ship small and learn fast.', '', 'Ana (05:00)', 'Once more, ship small and learn fast.'].join('\n'),
    );
    expect(verifyQuote({ text: 'ship small and learn fast', episode: 1 }, repeated)?.timestamp).toBe('00:10');
    expect(verifyQuote({ text: 'ship small and learn fast', episode: 1, timestamp: '05:00' }, repeated)?.timestamp).toBe('05:00');
  });
});

describe('normalizeForComparison', () => {
  it('folds case, accents, punctuation and whitespace', () => {
    expect(normalizeForComparison('  Café — “Déjà vu”,\n it’s 92%!  ')).toBe('cafe deja vu its 92');
  });
});
