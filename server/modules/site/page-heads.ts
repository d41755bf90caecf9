import { isAdminPage } from '../../../common/admin-pages.js';
import type { PageHead } from './site-html.js';

/** What the static pages' heads are made from. */
export interface HeadSite {
  podcastName: string;
  publicUrl: string;
}

/** The pages the client knows besides answers and episodes, by path (SPEC §2 page titles). */
export function staticPageHead(pathname: string, search: URLSearchParams, site: HeadSite): PageHead | null {
  const qa = `${site.podcastName} Q&A`;
  const url = (path: string) => `${site.publicUrl}${path}`;
  switch (pathname) {
    case '/':
      return {
        title: qa,
        description: `Ask anything about ${site.podcastName} episodes and get an answer backed by quotes from the guests, with links to the moment they said it.`,
        canonical: url('/'),
      };
    case '/search':
      return {
        title: `Search - ${qa}`,
        description: `Search the questions visitors have asked about ${site.podcastName} episodes, with answers backed by quotes.`,
        canonical: url('/search'),
      };
    case '/episodes':
      return {
        title: `Episodes - ${qa}`,
        description: `Every episode of the ${site.podcastName}, with guests, transcripts and listening links.`,
        canonical: url('/episodes'),
      };
    case '/subscribe':
      return {
        title: `Subscribe - ${qa}`,
        description: `Get every new ${site.podcastName} episode in your inbox, weekly. Join 3k+ marketers, founders and builders.`,
        canonical: url('/subscribe'),
      };
    case '/privacy':
      return { title: `Privacy Policy - ${qa}`, canonical: url('/privacy') };
    case '/terms':
      return { title: `Terms of Service - ${qa}`, canonical: url('/terms') };
    case '/answer': {
      // A new question: a passing address (it becomes /answer/{slug}), never indexed.
      const question = search.get('question')?.trim();
      return { title: question ? `${question} - ${qa}` : qa, noindex: true };
    }
  }
  if (isAdminPage(pathname)) return { title: `Admin - ${qa}`, noindex: true };
  return null;
}

export const notFoundHead = (site: HeadSite): PageHead => ({ title: `Page Not Found - ${site.podcastName} Q&A`, noindex: true });
