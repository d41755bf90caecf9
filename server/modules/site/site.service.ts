import type { Config } from '../../config.js';

export interface SiteInfo {
  podcastName: string;
  perIpDailyLimit: number;
  globalDailyLimit: number;
  newsletterFormAction: string | null;
  publicUrl: string;
  placeholderVideoUrl: string;
  spotifyUrl: string | null;
  applePodcastsUrl: string | null;
  youtubeUrl: string | null;
  substackUrl: string | null;
}

/** A Host header as browsers send it: a name or an IPv4/IPv6 address, and an optional port. */
const HOST = /^(?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?)*|\[[0-9a-f:.]+\])(?::\d{1,5})?$/i;

/** Public settings the client needs to render. */
export class SiteService {
  constructor(private readonly config: Config) {}

  /**
   * The base of this request's canonical links: PUBLIC_URL; or, in development without
   * it, the scheme and host the request was made to (so browsing 127.0.0.1 links to
   * 127.0.0.1), falling back to http://localhost:$PORT for a missing or malformed Host.
   */
  origin(protocol: string, host: string | undefined): string {
    const { publicUrl, publicUrlFromRequest } = this.config.http;
    if (!publicUrlFromRequest || !host || !HOST.test(host) || (protocol !== 'http' && protocol !== 'https')) return publicUrl;
    return `${protocol}://${host.toLowerCase()}`;
  }

  /** The settings, with `publicUrl` the request's origin (see `origin`). */
  info(origin: string = this.config.http.publicUrl): SiteInfo {
    const links = this.config.podcastLinks;
    return {
      podcastName: this.config.podcastName,
      perIpDailyLimit: this.config.rateLimit.perIpDaily,
      globalDailyLimit: this.config.rateLimit.globalDaily,
      newsletterFormAction: this.config.newsletterFormAction ?? null,
      publicUrl: origin,
      placeholderVideoUrl: this.config.placeholderVideoUrl,
      spotifyUrl: links.spotify ?? null,
      applePodcastsUrl: links.applePodcasts ?? null,
      youtubeUrl: links.youtube ?? null,
      substackUrl: links.substack ?? null,
    };
  }
}
