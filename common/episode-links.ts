import { VIDEO_ID_LENGTH } from './limits.js';

/**
 * The YouTube video id in a link (watch?v=, youtu.be/, /embed/, /shorts/, /live/, /v/),
 * or a bare id. SPEC §5: exactly 11 characters, otherwise no video link is used.
 */
export function extractVideoId(link: string | null | undefined): string | null {
  if (!link) return null;
  const value = link.trim();
  const bare = new RegExp(`^[A-Za-z0-9_-]{${VIDEO_ID_LENGTH}}$`);
  if (bare.test(value)) return value;
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return null;
  }
  const host = url.hostname.replace(/^(www\.|m\.|music\.)/, '');
  let candidate: string | null = null;
  if (host === 'youtu.be') candidate = url.pathname.split('/')[1] ?? null;
  else if (host === 'youtube.com' || host === 'youtube-nocookie.com') {
    candidate = url.searchParams.get('v');
    const path = /^\/(?:embed|shorts|live|v)\/([^/?#]+)/.exec(url.pathname);
    if (!candidate && path) candidate = path[1] ?? null;
  }
  return candidate && bare.test(candidate) ? candidate : null;
}

/** A link that plays the video from `seconds`. */
export const videoUrlAt = (videoId: string, seconds: number) => `https://www.youtube.com/watch?v=${videoId}&t=${Math.max(0, Math.floor(seconds))}`;

/**
 * SPEC §2's placeholder video (PLACEHOLDER_VIDEO_URL) at `seconds`: a YouTube address
 * plays from there (&t=); any other video address gets a media fragment (#t=), which
 * browsers honour for video files.
 */
export function placeholderVideoAt(url: string, seconds: number): string {
  const videoId = extractVideoId(url);
  if (videoId) return videoUrlAt(videoId, seconds);
  return `${url.replace(/#.*$/, '')}#t=${Math.max(0, Math.floor(seconds))}`;
}
