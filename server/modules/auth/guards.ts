import type { SessionUser, Viewer } from './viewer.js';
import { forbidden, unauthenticated } from '../../errors.js';

/** Signed-in users pass; visitors get UNAUTHENTICATED (401). */
export function assertSignedIn(viewer: Viewer): SessionUser {
  if (!viewer.user) throw unauthenticated('You must be signed in as an administrator.');
  return viewer.user;
}

/** Administrators pass; visitors get UNAUTHENTICATED (401), other users FORBIDDEN (403). */
export function assertAdmin(viewer: Viewer): SessionUser {
  const user = assertSignedIn(viewer);
  if (!user.isAdmin) throw forbidden('You do not have admin privileges.');
  return user;
}
