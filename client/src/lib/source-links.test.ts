import { describe, expect, it } from 'vitest';
import { placeholderVideoUrl, sourceLinks } from './source-links';

describe('sourceLinks', () => {
  const episode = { number: 7, videoId: 'abcDEF12345', substackLink: 'https://pod.substack.com/p/ep-7' };

  it('plays the video at the quote, in seconds', () => {
    const links = sourceLinks({ episode: 7, timestamp: '1:02:03' }, episode, 'Horizons Podcast');
    expect(links).toEqual({
      videoUrl: 'https://www.youtube.com/watch?v=abcDEF12345&t=3723',
      isPlaceholderVideo: false,
      newsletterUrl: 'https://pod.substack.com/p/ep-7',
      transcriptPath: '/episodes/7#t=1:02:03',
      timestamp: '1:02:03',
    });
  });

  it('reads the video id from the YouTube link when the id is not given', () => {
    const links = sourceLinks({ episode: 7, timestamp: '4:5' }, { number: 7, youtubeLink: 'https://youtu.be/abcDEF12345?si=x' }, 'Horizons Podcast');
    expect(links.videoUrl).toBe('https://www.youtube.com/watch?v=abcDEF12345&t=245');
    expect(links.transcriptPath).toBe('/episodes/7#t=04:05');
  });

  it('falls back to the placeholder video when the link is missing or invalid', () => {
    const invalid = sourceLinks({ episode: 3, timestamp: '' }, { number: 3, youtubeLink: 'https://youtube.com/watch?v=short' }, 'Horizons Podcast');
    expect(invalid.videoUrl).toBe(placeholderVideoUrl('Horizons Podcast', 3));
    expect(invalid.videoUrl).toBe('https://www.youtube.com/results?search_query=Horizons%20Podcast%20episode%203');
    expect(invalid.isPlaceholderVideo).toBe(true);
    expect(invalid.newsletterUrl).toBeNull();
    expect(invalid.transcriptPath).toBe('/episodes/3#t=00:00');
    expect(sourceLinks({ episode: 9, timestamp: '10:00' }, undefined, 'Horizons Podcast').isPlaceholderVideo).toBe(true);
  });
});
