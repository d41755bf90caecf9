import { describe, expect, it } from 'vitest';
import { EPISODE_MESSAGES } from '@common/validation';
import {
  episodePatch,
  episodeToValues,
  episodeUpdatedDescription,
  newEpisodeValues,
  NO_VIDEO_ID_NOTE,
  todayIso,
  toEpisodeInput,
  transcriptPreview,
  validateEpisode,
  youtubeLinkNote,
} from './episode-form';

const transcript = (turns: number) =>
  Array.from(
    { length: turns },
    (_, i) => `Speaker ${i % 2 ? 'Two' : 'One'} (${String(i).padStart(2, '0')}:00)\nThis is turn number ${i} of a test conversation about pricing.`,
  ).join('\n\n');

describe('new episode values', () => {
  it('defaults the publish date to today, in local time', () => {
    expect(todayIso(new Date(2026, 0, 5, 23, 30))).toBe('2026-01-05');
    expect(newEpisodeValues(new Date(2026, 10, 22)).publishedDate).toBe('2026-11-22');
  });
});

describe('validateEpisode', () => {
  it('reports SPEC §5 messages for the required fields of an empty form', () => {
    expect(validateEpisode(newEpisodeValues())).toEqual({
      number: EPISODE_MESSAGES.number,
      title: EPISODE_MESSAGES.title,
      transcriptText: EPISODE_MESSAGES.transcript,
    });
  });

  it('treats cleared fields (undefined in react-final-form) as empty text', () => {
    const errors = validateEpisode({ number: '3', title: undefined, transcriptText: transcript(2) });
    expect(errors).toEqual({ title: EPISODE_MESSAGES.title });
  });

  it('checks links and accepts an empty link', () => {
    const values = { ...newEpisodeValues(), number: '4', title: 'Pricing', transcriptText: transcript(2), youtubeLink: 'not a url', substackLink: '' };
    expect(validateEpisode(values)).toEqual({ youtubeLink: EPISODE_MESSAGES.url });
  });

  it('refuses zero and negative numbers', () => {
    const base = { ...newEpisodeValues(), title: 'Pricing', transcriptText: transcript(2) };
    expect(validateEpisode({ ...base, number: '0' }).number).toBe(EPISODE_MESSAGES.number);
    expect(validateEpisode({ ...base, number: '-2' }).number).toBe(EPISODE_MESSAGES.number);
    expect(validateEpisode({ ...base, number: '12' })).toEqual({});
  });
});

describe('episodePatch', () => {
  const loaded = episodeToValues({
    number: 7,
    title: 'Old title',
    guest: 'Ada',
    publishedDate: '2026-01-02',
    youtubeLink: null,
    transcriptText: transcript(3),
  });

  it('is empty when nothing changed', () => {
    expect(episodePatch(loaded, { ...loaded })).toEqual({});
  });

  it('holds only the changed fields, trimmed, with the number as a number', () => {
    const patch = episodePatch(loaded, { ...loaded, title: '  New title ', number: '8', youtubeLink: 'https://youtu.be/abcdefghijk' });
    expect(patch).toEqual({ title: 'New title', number: 8, youtubeLink: 'https://youtu.be/abcdefghijk' });
  });

  it('sends the transcript only when its text changed', () => {
    expect(episodePatch(loaded, { ...loaded, guest: 'Grace' })).not.toHaveProperty('transcriptText');
    const changed = `${loaded.transcriptText}\n\nSpeaker One (09:00)\nOne more turn.`;
    expect(episodePatch(loaded, { ...loaded, transcriptText: changed })).toEqual({ transcriptText: changed });
  });

  it('sends a cleared link as an empty string (no link)', () => {
    const withLink = { ...loaded, substackLink: 'https://example.substack.com/p/x' };
    expect(episodePatch(withLink, { ...withLink, substackLink: '' })).toEqual({ substackLink: '' });
  });
});

describe('toEpisodeInput', () => {
  it('trims the text fields and uses the processed transcript', () => {
    const values = { ...newEpisodeValues(), number: ' 12 ', title: ' Pricing ', guest: ' Ada ', transcriptText: 'raw' };
    expect(toEpisodeInput(values, 'processed')).toMatchObject({ number: 12, title: 'Pricing', guest: 'Ada', transcriptText: 'processed' });
  });
});

describe('transcriptPreview', () => {
  it('shows nothing up to 100 characters', () => {
    expect(transcriptPreview('x'.repeat(100))).toEqual({ kind: 'none' });
  });

  it('shows the processed text cut to 500 characters plus an ellipsis', () => {
    const preview = transcriptPreview(transcript(20));
    expect(preview.kind).toBe('preview');
    if (preview.kind !== 'preview') return;
    expect(preview.text).toHaveLength(503);
    expect(preview.text.endsWith('...')).toBe(true);
    expect(preview.text.startsWith('Speaker One (00:00)\nThis is turn number 0')).toBe(true);
    expect(preview.timestampCount).toBe(20);
  });

  it('shows a short processed transcript whole', () => {
    const preview = transcriptPreview(transcript(2));
    expect(preview).toMatchObject({ kind: 'preview', timestampCount: 2 });
    if (preview.kind === 'preview') expect(preview.text.endsWith('...')).toBe(false);
  });
});

describe('episodeUpdatedDescription', () => {
  it('reports the timestamps and the re-indexing when the transcript changed', () => {
    expect(episodeUpdatedDescription({ timestampCount: 12 })).toBe('12 timestamps processed; the episode was re-indexed for search.');
  });

  it('says the details were updated when the transcript did not change', () => {
    expect(episodeUpdatedDescription({ timestampCount: null })).toBe('Episode details updated successfully');
  });
});

describe('youtubeLinkNote', () => {
  it('says when a valid link names no YouTube video, whose quotes then get no video link', () => {
    expect(youtubeLinkNote('https://www.youtube.com/watch?v=short')).toBe(NO_VIDEO_ID_NOTE);
    expect(youtubeLinkNote('https://example.com/video.mp4')).toBe(NO_VIDEO_ID_NOTE);
  });

  it('says nothing for an empty link, a link naming a video, or one the rules refuse anyway', () => {
    expect(youtubeLinkNote('')).toBeNull();
    expect(youtubeLinkNote('https://www.youtube.com/watch?v=dQw4w9WgXcQ')).toBeNull();
    expect(youtubeLinkNote('https://youtu.be/dQw4w9WgXcQ')).toBeNull();
    expect(youtubeLinkNote('not a link')).toBeNull();
  });
});
