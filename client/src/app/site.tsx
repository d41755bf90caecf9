import { createContext, useContext, useEffect, useState, type ReactNode } from 'react';
import { graphql } from '@generated/gql';
import type { SiteQuery } from '@generated/graphql';
import { fetchGraphQL } from '../lib/graphql-fetch';

export type SiteInfo = SiteQuery['site'];

declare global {
  interface Window {
    /** Injected by the server into index.html (see server/modules/site). */
    __SITE__?: SiteInfo;
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
    }
  }
`);

const FALLBACK: SiteInfo = {
  __typename: 'Site',
  podcastName: 'Horizons Podcast',
  perIpDailyLimit: 10,
  globalDailyLimit: 1000,
  newsletterFormAction: null,
  publicUrl: typeof window === 'undefined' ? '' : window.location.origin,
};

const SiteContext = createContext<SiteInfo>(FALLBACK);

/** Site settings: injected by the server in production, fetched when absent (Vite dev server). */
export function SiteProvider({ children }: { children: ReactNode }) {
  const [site, setSite] = useState<SiteInfo>(() => (typeof window !== 'undefined' && window.__SITE__) || FALLBACK);
  useEffect(() => {
    if (window.__SITE__) return;
    const controller = new AbortController();
    fetchGraphQL(SiteDocument, {}, controller.signal)
      .then((data) => setSite(data.site))
      .catch(() => undefined); // keep the defaults
    return () => controller.abort();
  }, []);
  return <SiteContext.Provider value={site}>{children}</SiteContext.Provider>;
}

export const useSite = () => useContext(SiteContext);
