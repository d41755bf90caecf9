import { extractVideoId, placeholderVideoAt, videoUrlAt } from '@common/episode-links';
import { displayTimestamp, normalizeTimestamp, timestampToSeconds } from '@common/timestamps';

/** What the answer page knows about an episode (from the episode list). */
export interface EpisodeLinkInfo {
  number: number;
  title?: string | null;
  guest?: string | null;
  videoId?: string | null;
  youtubeLink?: string | null;
  substackLink?: string | null;
}

/** The archive's episodes by number, as the answer page loaded them. */
export interface EpisodeIndex {
  byNumber: ReadonlyMap<number, EpisodeLinkInfo>;
  /**
   * True when the list holds the whole archive, so a number missing from it is an episode
   * deleted since the answer was written. False when the list failed to load or filled its
   * page: a missing number then says nothing and the quote keeps its fallback links.
   */
  complete: boolean;
}

/** The index of a loaded episode list (`pageSize`: the most the request could return), or of a list that failed to load (null). */
export function indexEpisodes(list: readonly EpisodeLinkInfo[] | null, pageSize: number): EpisodeIndex {
  return { byNumber: new Map((list ?? []).map((e) => [e.number, e])), complete: list !== null && list.length < pageSize };
}

/** Whether the index shows that the quote's episode has been deleted from the archive. */
export const isRemovedEpisode = (index: EpisodeIndex, episode: number) => index.complete && !index.byNumber.has(episode);

/** The links shown with a quote. */
export interface SourceLinks {
  /** Plays the episode at the quote: the episode's video, or the placeholder video (at the same second) when it has none. */
  videoUrl: string;
  isPlaceholderVideo: boolean;
  /** Reads the episode on the newsletter platform; null when the episode has no such link. */
  newsletterUrl: string | null;
  /** The transcript paragraph on this site: /episodes/{n}#t=mm:ss. */
  transcriptPath: string;
  /** The quote's time as shown: mm:ss or h:mm:ss, "~mm:ss" when it is an estimate. */
  timestamp: string;
}

export function sourceLinks(
  quote: { episode: number; timestamp: string; estimated?: boolean | null },
  episode: EpisodeLinkInfo | undefined,
  placeholderVideoUrl: string,
): SourceLinks {
  const timestamp = normalizeTimestamp(quote.timestamp);
  const seconds = timestampToSeconds(timestamp);
  const videoId = episode ? (episode.videoId ?? extractVideoId(episode.youtubeLink)) : null;
  return {
    videoUrl: videoId ? videoUrlAt(videoId, seconds) : placeholderVideoAt(placeholderVideoUrl, seconds),
    isPlaceholderVideo: !videoId,
    newsletterUrl: episode?.substackLink ?? null,
    transcriptPath: `/episodes/${quote.episode}#t=${timestamp}`,
    timestamp: displayTimestamp(timestamp, quote.estimated),
  };
}
