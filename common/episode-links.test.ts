import { describe, expect, it } from 'vitest';
import { extractVideoId, videoUrlAt } from './episode-links.js';

const ID = 'dQw4w9WgXcQ';

describe('extractVideoId (SPEC §5)', () => {
  it.each([
    `https://www.youtube.com/watch?v=${ID}`,
    `https://youtube.com/watch?v=${ID}&t=42s`,
    `https://m.youtube.com/watch?feature=share&v=${ID}`,
    `https://music.youtube.com/watch?v=${ID}`,
    `https://youtu.be/${ID}`,
    `https://youtu.be/${ID}?si=abc123`,
    `https://www.youtube.com/embed/${ID}`,
    `https://www.youtube-nocookie.com/embed/${ID}?start=10`,
    `https://www.youtube.com/shorts/${ID}`,
    `https://www.youtube.com/live/${ID}?feature=shared`,
    `https://www.youtube.com/v/${ID}`,
    `  ${ID}  `,
  ])('finds the id in %s', (link) => {
    expect(extractVideoId(link)).toBe(ID);
  });

  it('uses no video link unless the id is exactly 11 characters', () => {
    expect(extractVideoId('https://www.youtube.com/watch?v=dQw4w9WgXc')).toBeNull();
    expect(extractVideoId('https://www.youtube.com/watch?v=dQw4w9WgXcQQ')).toBeNull();
    expect(extractVideoId('https://youtu.be/short')).toBeNull();
  });

  it('ignores other sites, garbage and missing links', () => {
    expect(extractVideoId(`https://vimeo.com/${ID}`)).toBeNull();
    expect(extractVideoId(`https://example.com/watch?v=${ID}`)).toBeNull();
    expect(extractVideoId('not a url')).toBeNull();
    expect(extractVideoId('')).toBeNull();
    expect(extractVideoId(null)).toBeNull();
    expect(extractVideoId(undefined)).toBeNull();
  });
});

describe('videoUrlAt', () => {
  it('plays from whole seconds, never negative', () => {
    expect(videoUrlAt(ID, 125.7)).toBe(`https://www.youtube.com/watch?v=${ID}&t=125`);
    expect(videoUrlAt(ID, -4)).toBe(`https://www.youtube.com/watch?v=${ID}&t=0`);
  });
});
