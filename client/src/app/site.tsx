import { createContext, useContext, useEffect, useState, type ReactNode } from 'react';
import { DEFAULT_GLOBAL_DAILY_LIMIT, DEFAULT_PER_IP_DAILY_LIMIT } from '@common/limits';
import { graphql } from '@generated/gql';
import type { SiteQuery } from '@generated/graphql';
import { fetchGraphQL } from '../lib/graphql-fetch';

export type SiteInfo = SiteQuery['site'];

/** The settings the server writes into index.html as a JSON data block (server/modules/site/site-html.ts). */
function injectedSite(): SiteInfo | undefined {
  if (typeof document === 'undefined') return undefined;
  const text = document.getElementById('site-config')?.textContent;
  if (!text) return undefined;
  try {
    return JSON.parse(text) as SiteInfo;
  } catch {
    return undefined;
  }
}

const SiteDocument = graphql(`
  query Site {
    site {
      podcastName
      perIpDailyLimit
      globalDailyLimit
      newsletterFormAction
      publicUrl
      placeholderVideoUrl
      spotifyUrl
      applePodcastsUrl
      youtubeUrl
      substackUrl
    }
  }
`);

const FALLBACK: SiteInfo = {
  __typename: 'Site',
  podcastName: 'Horizons Podcast',
  perIpDailyLimit: DEFAULT_PER_IP_DAILY_LIMIT,
  globalDailyLimit: DEFAULT_GLOBAL_DAILY_LIMIT,
  newsletterFormAction: null,
  publicUrl: typeof window === 'undefined' ? '' : window.location.origin,
  placeholderVideoUrl: 'https://www.youtube.com/watch?v=aqz-KE-bpKQ',
  spotifyUrl: null,
  applePodcastsUrl: null,
  youtubeUrl: null,
  substackUrl: null,
};

const SiteContext = createContext<SiteInfo>(FALLBACK);

/** Site settings: injected by the server in production, fetched when absent (Vite dev server). */
export function SiteProvider({ children }: { children: ReactNode }) {
  const [injected] = useState(injectedSite);
  const [site, setSite] = useState<SiteInfo>(injected ?? FALLBACK);
  useEffect(() => {
    if (injected) return;
    const controller = new AbortController();
    fetchGraphQL(SiteDocument, {}, controller.signal)
      .then((data) => setSite(data.site))
      .catch(() => undefined); // keep the defaults
    return () => controller.abort();
  }, [injected]);
  return <SiteContext.Provider value={site}>{children}</SiteContext.Provider>;
}

export const useSite = () => useContext(SiteContext);
