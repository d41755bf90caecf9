import { extractVideoId, videoUrlAt } from '@common/episode-links';
import { normalizeTimestamp, timestampToSeconds } from '@common/timestamps';

/** What the answer page knows about an episode (from the episode list). */
export interface EpisodeLinkInfo {
  number: number;
  title?: string | null;
  guest?: string | null;
  videoId?: string | null;
  youtubeLink?: string | null;
  substackLink?: string | null;
}

/** The links shown with a quote. */
export interface SourceLinks {
  /** Plays the episode at the quote: the episode's video, or the placeholder when it has none. */
  videoUrl: string;
  isPlaceholderVideo: boolean;
  /** Reads the episode on the newsletter platform; null when the episode has no such link. */
  newsletterUrl: string | null;
  /** The transcript paragraph on this site: /episodes/{n}#t=mm:ss. */
  transcriptPath: string;
  /** The quote's timestamp, normalised (mm:ss or h:mm:ss). */
  timestamp: string;
}

/**
 * SPEC §2 "A missing video link falls back to a placeholder video": our placeholder is
 * a YouTube search for the podcast's episode, a fixed address per podcast and episode
 * that never points at an unrelated video (the demo episodes have no video links at all).
 */
export const placeholderVideoUrl = (podcastName: string, episode: number) =>
  `https://www.youtube.com/results?search_query=${encodeURIComponent(`${podcastName} episode ${episode}`)}`;

export function sourceLinks(quote: { episode: number; timestamp: string }, episode: EpisodeLinkInfo | undefined, podcastName: string): SourceLinks {
  const timestamp = normalizeTimestamp(quote.timestamp);
  const videoId = episode ? (episode.videoId ?? extractVideoId(episode.youtubeLink)) : null;
  return {
    videoUrl: videoId ? videoUrlAt(videoId, timestampToSeconds(timestamp)) : placeholderVideoUrl(podcastName, quote.episode),
    isPlaceholderVideo: !videoId,
    newsletterUrl: episode?.substackLink ?? null,
    transcriptPath: `/episodes/${quote.episode}#t=${timestamp}`,
    timestamp,
  };
}
