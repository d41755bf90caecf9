import { paths } from '../../../app/paths';

/** What the admin guard leaves for the login page: the admin address it was asked for. */
export interface LoginLocationState {
  from?: string;
}

/**
 * Where a sign-in leads: back to the admin page the guard sent the admin away from (its
 * session had ended, or the address was opened signed out), with its query; otherwise, and
 * for anything that is not an admin page, the dashboard.
 */
export function adminReturnPath(state: unknown): string {
  const from = typeof state === 'object' && state !== null ? (state as LoginLocationState).from : undefined;
  if (typeof from !== 'string') return paths.admin();
  const { pathname } = new URL(from, 'http://site.invalid');
  const adminPage = from.startsWith('/') && !from.startsWith('//') && (pathname === paths.admin() || pathname.startsWith(`${paths.admin()}/`));
  return adminPage && pathname !== paths.adminLogin() ? from : paths.admin();
}
