import { describe, expect, it } from 'vitest';
import { EMAIL_PATTERN, episodeNumberIn, EpisodeInput, EpisodePatch, fieldErrors, LOGIN_MESSAGE, LoginInput, MAX_INT, NewsletterInput } from './validation.js';

const TRANSCRIPT = 'Nora Vance (00:00)\nPricing is the lever nobody pulls twice, and that is a pity.';
const valid = { number: 7, title: 'Pricing', transcriptText: TRANSCRIPT };

describe('EpisodeInput (SPEC §5 episode form)', () => {
  it('accepts a minimal episode and coerces the number', () => {
    expect(fieldErrors(EpisodeInput, valid)).toEqual({});
    expect(EpisodeInput.parse({ ...valid, number: '12' }).number).toBe(12);
  });

  it.each([[0], [-3], ['abc'], [''], [undefined]])('number %j: "Episode number must be positive"', (number) => {
    expect(fieldErrors(EpisodeInput, { ...valid, number })).toEqual({ number: 'Episode number must be positive' });
  });

  it.each([['0x66'], ['0b1111101001'], ['0o1752'], ['1e3'], ['12.0'], ['+12'], [' '], [[1003]], [[[1004]]], [true], [null]])(
    'number %j is not a number: "Episode number must be positive"',
    (number) => {
      expect(fieldErrors(EpisodeInput, { ...valid, number })).toEqual({ number: 'Episode number must be positive' });
      expect(fieldErrors(EpisodePatch, { number })).toEqual({ number: 'Episode number must be positive' });
    },
  );

  it('reads text of decimal digits as the number it spells, around spaces and leading zeros too', () => {
    expect(EpisodeInput.parse({ ...valid, number: ' 12 ' }).number).toBe(12);
    expect(EpisodePatch.parse({ number: '012' }).number).toBe(12);
    expect(fieldErrors(EpisodeInput, { ...valid, number: '99999999999' })).toEqual({ number: 'Episode number is too large' });
  });

  it('refuses fractional and out-of-range numbers', () => {
    expect(fieldErrors(EpisodeInput, { ...valid, number: 2.5 })).toEqual({ number: 'Episode number must be a whole number' });
    expect(fieldErrors(EpisodeInput, { ...valid, number: 3_000_000_000 })).toEqual({ number: 'Episode number is too large' });
  });

  it.each([['ab'], ['  ab  '], [''], [undefined], [42]])('title %j: "Title must be at least 3 characters"', (title) => {
    expect(fieldErrors(EpisodeInput, { ...valid, title })).toEqual({ title: 'Title must be at least 3 characters' });
  });

  it('guest and publishedDate are optional', () => {
    expect(fieldErrors(EpisodeInput, { ...valid, guest: null, publishedDate: '' })).toEqual({});
    expect(fieldErrors(EpisodeInput, { ...valid, guest: 'Nora Vance', publishedDate: '2025-03-14' })).toEqual({});
  });

  it('refuses dates that are not real calendar days', () => {
    for (const publishedDate of ['2025-02-30', '14/03/2025', '2025-13-01', '0000-01-01']) {
      expect(fieldErrors(EpisodeInput, { ...valid, publishedDate })).toEqual({ publishedDate: 'Must be a date (yyyy-mm-dd)' });
    }
  });

  it.each(['youtubeLink', 'substackLink', 'spotifyLink', 'appleLink'])('%s: a valid URL or an empty string, else "Must be a valid URL"', (field) => {
    expect(fieldErrors(EpisodeInput, { ...valid, [field]: '' })).toEqual({});
    expect(fieldErrors(EpisodeInput, { ...valid, [field]: 'https://example.com/ep/7' })).toEqual({});
    expect(fieldErrors(EpisodeInput, { ...valid, [field]: 'not a link' })).toEqual({ [field]: 'Must be a valid URL' });
    expect(fieldErrors(EpisodeInput, { ...valid, [field]: 'javascript:alert(1)' })).toEqual({ [field]: 'Must be a valid URL' });
  });

  it('transcriptText: at least 50 characters, else "Transcript must be at least 50 characters"', () => {
    expect(fieldErrors(EpisodeInput, { ...valid, transcriptText: 'x'.repeat(50) })).toEqual({});
    for (const transcriptText of ['x'.repeat(49), `  ${'x'.repeat(48)}  `, undefined]) {
      expect(fieldErrors(EpisodeInput, { ...valid, transcriptText })).toEqual({ transcriptText: 'Transcript must be at least 50 characters' });
    }
  });

  it('duration is optional, mm:ss or h:mm:ss', () => {
    for (const duration of ['', '45:10', '1:02:03', null]) expect(fieldErrors(EpisodeInput, { ...valid, duration })).toEqual({});
    for (const duration of ['an hour', '99:99', '45:60', '1:60:00', '1:5:00', '100:00'])
      expect(fieldErrors(EpisodeInput, { ...valid, duration })).toEqual({ duration: 'Duration must be mm:ss or h:mm:ss' });
  });

  it('reports every failing field at once', () => {
    expect(Object.keys(fieldErrors(EpisodeInput, { number: 0, title: '', transcriptText: '', youtubeLink: 'x' })).sort()).toEqual([
      'number',
      'title',
      'transcriptText',
      'youtubeLink',
    ]);
  });
});

describe('episodeNumberIn (an episode page address)', () => {
  it('reads every number an episode can have, up to the largest', () => {
    expect(episodeNumberIn('1')).toBe(1);
    expect(episodeNumberIn('1000000000')).toBe(1_000_000_000);
    expect(episodeNumberIn(String(MAX_INT))).toBe(MAX_INT);
  });

  it('reads nothing else: zero, leading zeros, signs, larger numbers, ids, words', () => {
    for (const segment of ['0', '007', '-1', '+1', '1.5', '1e3', String(MAX_INT + 1), '99999999999999999999', 'not-a-number', ''])
      expect(episodeNumberIn(segment), segment).toBeNull();
  });
});

describe('EpisodePatch', () => {
  it('accepts any subset of fields, with the same rules', () => {
    expect(fieldErrors(EpisodePatch, {})).toEqual({});
    expect(fieldErrors(EpisodePatch, { title: 'New title' })).toEqual({});
    expect(fieldErrors(EpisodePatch, { title: 'no' })).toEqual({ title: 'Title must be at least 3 characters' });
    expect(fieldErrors(EpisodePatch, { substackLink: 'nope' })).toEqual({ substackLink: 'Must be a valid URL' });
  });
});

describe('LoginInput (SPEC §5 login)', () => {
  it('needs both username and password', () => {
    expect(fieldErrors(LoginInput, { username: 'ada', password: 'secret' })).toEqual({});
    expect(LOGIN_MESSAGE).toBe('Please enter both username and password.');
    for (const input of [{ username: '', password: 'x' }, { username: '   ', password: 'x' }, { username: 'ada', password: '' }, { username: 'ada' }, {}]) {
      expect(Object.values(fieldErrors(LoginInput, input))[0]).toBe(LOGIN_MESSAGE);
    }
  });
});

describe('newsletter email pattern', () => {
  it.each(['ada@example.com', 'ada.lovelace+news@mail.example.co', 'a_b-c@sub.domain.io'])('accepts %s', (email) => {
    expect(EMAIL_PATTERN.test(email)).toBe(true);
  });

  it.each(['Ada@Example.com', 'ada@example', 'ada@example.c', 'ada example@x.com', '@example.com', 'ada@.com1'])('refuses %s', (email) => {
    expect(EMAIL_PATTERN.test(email)).toBe(false);
  });

  it('requires a first name and an email, with messages per field', () => {
    expect(fieldErrors(NewsletterInput, { fields_first_name: 'Ada', email: 'ada@example.com' })).toEqual({});
    expect(fieldErrors(NewsletterInput, { fields_first_name: ' ', email: '' })).toEqual({
      fields_first_name: 'First name is required',
      email: 'Email is required',
    });
    expect(fieldErrors(NewsletterInput, { fields_first_name: 'Ada', email: 'ada@example' })).toEqual({ email: 'Please enter a valid email address' });
  });
});
