import type { Config } from '../../config.js';

export interface SiteInfo {
  podcastName: string;
  perIpDailyLimit: number;
  globalDailyLimit: number;
  newsletterFormAction: string | null;
  publicUrl: string;
}

/** Public settings the client needs to render. */
export class SiteService {
  constructor(private readonly config: Config) {}

  info(): SiteInfo {
    return {
      podcastName: this.config.podcastName,
      perIpDailyLimit: this.config.rateLimit.perIpDaily,
      globalDailyLimit: this.config.rateLimit.globalDaily,
      newsletterFormAction: this.config.newsletterFormAction ?? null,
      publicUrl: this.config.http.publicUrl,
    };
  }
}
