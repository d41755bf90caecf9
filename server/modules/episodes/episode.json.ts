import { extractVideoId } from '../../../common/episode-links.js';
import type { Episode } from './episode.entity.js';
import type { EpisodeResult } from './episodes.service.js';

/**
 * An episode as REST answers show it: both spellings of the YouTube and Substack links
 * (SPEC §3), the video id, and the transcript only when it was loaded (not in lists).
 */
export function episodeJson(episode: Episode) {
  return {
    id: episode.id,
    number: episode.number,
    title: episode.title,
    guest: episode.guest,
    publishedDate: episode.publishedDate,
    duration: episode.duration,
    youtubeLink: episode.youtubeLink,
    youtube_link: episode.youtubeLink,
    spotifyLink: episode.spotifyLink,
    appleLink: episode.appleLink,
    substackLink: episode.substackLink,
    substack_link: episode.substackLink,
    videoId: extractVideoId(episode.youtubeLink),
    ...(episode.transcriptText === undefined ? {} : { transcriptText: episode.transcriptText }),
    createdAt: episode.createdAt,
    updatedAt: episode.updatedAt,
  };
}

export const episodeResultJson = (result: EpisodeResult) => ({ ...result, episode: episodeJson(result.episode) });
