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
  admin: () => '/admin',
  adminLogin: () => '/admin/login',
  adminPrompts: (show?: 'unpublished' | 'published') => `/admin/prompts${show ? `?show=${show}` : ''}`,
  adminSubscribers: () => '/admin/subscribers',
  adminAddEpisode: () => '/admin/episodes',
  adminEditEpisode: (id: string) => `/admin/episodes/edit/${id}`,
} as const;
