/**
 * Where the podcast lives outside this site. The configuration names the podcast but
 * not its channel addresses, so each link opens the platform's search for the
 * podcast's name: it finds the show whatever it is called, and never breaks.
 */
export interface PodcastLink {
  label: string;
  href: string;
}

const q = encodeURIComponent;

export function listenOnLinks(podcastName: string) {
  return {
    spotify: { label: 'Spotify', href: `https://open.spotify.com/search/${q(podcastName)}/podcasts` },
    apple: { label: 'Apple Podcasts', href: `https://podcasts.apple.com/us/search?term=${q(podcastName)}` },
    youtube: { label: 'YouTube', href: `https://www.youtube.com/results?search_query=${q(podcastName)}` },
    substack: { label: 'Substack', href: `https://substack.com/search/${q(podcastName)}` },
  } satisfies Record<string, PodcastLink>;
}

/** The podcast's own site: its newsletter publication, where episodes are posted. */
export const podcastSiteLink = (podcastName: string): PodcastLink => ({
  label: `${podcastName} website`,
  href: listenOnLinks(podcastName).substack.href,
});

export function socialLinks(podcastName: string) {
  return {
    youtube: { label: `${podcastName} on YouTube`, href: listenOnLinks(podcastName).youtube.href },
    linkedin: { label: `${podcastName} on LinkedIn`, href: `https://www.linkedin.com/search/results/all/?keywords=${q(podcastName)}` },
    x: { label: `${podcastName} on X`, href: `https://x.com/search?q=${q(podcastName)}` },
  } satisfies Record<string, PodcastLink>;
}
