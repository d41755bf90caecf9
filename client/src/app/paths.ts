import { ADMIN_PAGES } from '@common/admin-pages';

/** Every in-app address, built in one place. */
export const paths = {
  home: () => '/',
  search: () => '/search',
  answer: (slug: string) => `/answer/${encodeURIComponent(slug)}`,
  ask: (question: string) => `/answer?question=${encodeURIComponent(question)}`,
  subscribe: () => '/subscribe',
  episodes: () => '/episodes',
  /** Episode links are built from the episode number (SPEC §2); `t` jumps to a transcript paragraph. */
  episode: (number: number, timestamp?: string) => `/episodes/${number}${timestamp ? `#t=${timestamp}` : ''}`,
  privacy: () => '/privacy',
  terms: () => '/terms',
  contact: () => '/privacy#contact',
  admin: () => ADMIN_PAGES.dashboard,
  adminLogin: () => ADMIN_PAGES.login,
  adminPrompts: (show?: 'unpublished' | 'published') => `${ADMIN_PAGES.prompts}${show ? `?show=${show}` : ''}`,
  adminSubscribers: () => ADMIN_PAGES.subscribers,
  adminAddEpisode: () => ADMIN_PAGES.addEpisode,
  adminEditEpisode: (id: string) => ADMIN_PAGES.editEpisode.replace(':id', encodeURIComponent(id)),
} as const;
