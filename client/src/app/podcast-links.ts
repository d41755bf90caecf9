import type { SiteInfo } from './site';

/** Where the podcast lives outside this site. */
export interface PodcastLink {
  label: string;
  href: string;
  platform: 'spotify' | 'apple' | 'youtube' | 'substack';
}

/**
 * The podcast's own addresses from the configuration (SPOTIFY_URL, APPLE_PODCASTS_URL,
 * YOUTUBE_URL, SUBSTACK_URL), in the footer's order; an address that is not configured
 * is left out rather than guessed.
 */
export function listenOnLinks(site: Pick<SiteInfo, 'spotifyUrl' | 'applePodcastsUrl' | 'youtubeUrl' | 'substackUrl'>): PodcastLink[] {
  const links: (PodcastLink | null)[] = [
    site.spotifyUrl ? { label: 'Spotify', href: site.spotifyUrl, platform: 'spotify' } : null,
    site.applePodcastsUrl ? { label: 'Apple Podcasts', href: site.applePodcastsUrl, platform: 'apple' } : null,
    site.youtubeUrl ? { label: 'YouTube', href: site.youtubeUrl, platform: 'youtube' } : null,
    site.substackUrl ? { label: 'Substack', href: site.substackUrl, platform: 'substack' } : null,
  ];
  return links.filter((link): link is PodcastLink => link !== null);
}

/** The podcast's own site (its newsletter publication, where episodes are posted); null when not configured. */
export const podcastSiteLink = (site: Pick<SiteInfo, 'podcastName' | 'substackUrl'>): { label: string; href: string } | null =>
  site.substackUrl ? { label: `${site.podcastName} website`, href: site.substackUrl } : null;
