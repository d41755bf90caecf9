import { describe, expect, it } from 'vitest';
import { indexEpisodes, isRemovedEpisode, sourceLinks } from './source-links';

const PLACEHOLDER = 'https://www.youtube.com/watch?v=aqz-KE-bpKQ';

describe('sourceLinks', () => {
  const episode = { number: 7, videoId: 'abcDEF12345', substackLink: 'https://pod.substack.com/p/ep-7' };

  it('plays the video at the quote, in seconds', () => {
    const links = sourceLinks({ episode: 7, timestamp: '1:02:03' }, episode, PLACEHOLDER);
    expect(links).toEqual({
      videoUrl: 'https://www.youtube.com/watch?v=abcDEF12345&t=3723',
      isPlaceholderVideo: false,
      newsletterUrl: 'https://pod.substack.com/p/ep-7',
      transcriptPath: '/episodes/7#t=1:02:03',
      timestamp: '1:02:03',
    });
  });

  it('reads the video id from the YouTube link when the id is not given', () => {
    const links = sourceLinks({ episode: 7, timestamp: '4:5' }, { number: 7, youtubeLink: 'https://youtu.be/abcDEF12345?si=x' }, PLACEHOLDER);
    expect(links.videoUrl).toBe('https://www.youtube.com/watch?v=abcDEF12345&t=245');
    expect(links.transcriptPath).toBe('/episodes/7#t=04:05');
  });

  it("plays the placeholder video at the quote's second when the link is missing or invalid", () => {
    const invalid = sourceLinks({ episode: 3, timestamp: '02:05' }, { number: 3, youtubeLink: 'https://youtube.com/watch?v=short' }, PLACEHOLDER);
    expect(invalid.videoUrl).toBe('https://www.youtube.com/watch?v=aqz-KE-bpKQ&t=125');
    expect(invalid.isPlaceholderVideo).toBe(true);
    expect(invalid.newsletterUrl).toBeNull();
    expect(invalid.transcriptPath).toBe('/episodes/3#t=02:05');
    expect(sourceLinks({ episode: 9, timestamp: '' }, undefined, PLACEHOLDER).videoUrl).toBe('https://www.youtube.com/watch?v=aqz-KE-bpKQ&t=0');
  });

  it('gives a placeholder video file a media fragment at the second', () => {
    const links = sourceLinks({ episode: 9, timestamp: '1:00:01' }, undefined, 'https://cdn.example.com/placeholder.mp4#t=5');
    expect(links.videoUrl).toBe('https://cdn.example.com/placeholder.mp4#t=3601');
  });

  it('shows an estimated time as "~mm:ss" and links the transcript at the plain time', () => {
    const links = sourceLinks({ episode: 7, timestamp: '03:30', estimated: true }, episode, PLACEHOLDER);
    expect(links.timestamp).toBe('~03:30');
    expect(links.transcriptPath).toBe('/episodes/7#t=03:30');
    expect(links.videoUrl).toBe('https://www.youtube.com/watch?v=abcDEF12345&t=210');
  });
});

describe('indexEpisodes', () => {
  const list = [{ number: 1 }, { number: 2 }];

  it('knows an episode missing from the whole archive has been deleted', () => {
    const index = indexEpisodes(list, 1000);
    expect(index.byNumber.get(2)).toEqual({ number: 2 });
    expect(isRemovedEpisode(index, 2)).toBe(false);
    expect(isRemovedEpisode(index, 3)).toBe(true);
  });

  it('says nothing of a missing episode when the list filled its page: more episodes may exist', () => {
    expect(isRemovedEpisode(indexEpisodes(list, 2), 3)).toBe(false);
  });

  it('says nothing of a missing episode when the list failed to load', () => {
    const index = indexEpisodes(null, 1000);
    expect(index.byNumber.size).toBe(0);
    expect(isRemovedEpisode(index, 3)).toBe(false);
  });
});
