/**
 * The admin pages, as route patterns (`:name` stands for one path segment). The client's
 * router is built from these (`client/src/routes/admin/admin.routes.tsx`) and the server
 * serves exactly these with the admin head: any other /admin path is a 404 (SPEC §2).
 */
export const ADMIN_PAGES = {
  login: '/admin/login',
  dashboard: '/admin',
  prompts: '/admin/prompts',
  subscribers: '/admin/subscribers',
  addEpisode: '/admin/episodes',
  editEpisode: '/admin/episodes/edit/:id',
} as const;

/** Whether `pathname` (no trailing slash) is `pattern`'s page: same segments, a `:name` segment matching any one. */
export function matchesPattern(pattern: string, pathname: string): boolean {
  const want = pattern.split('/');
  const have = pathname.split('/');
  return want.length === have.length && want.every((part, i) => (part.startsWith(':') ? have[i] !== '' : part === have[i]));
}

/** Whether `pathname` is one of the admin pages. */
export const isAdminPage = (pathname: string): boolean => Object.values(ADMIN_PAGES).some((pattern) => matchesPattern(pattern, pathname));
