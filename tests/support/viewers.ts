import { buildUser } from '../factories/user.factory.js';
import { sessionCookie } from './session.js';
import type { TestApp } from './app.js';

/** Session cookies of a new administrator and of a new signed-in user who is not one. */
export async function viewerCookies(t: TestApp): Promise<{ admin: string; user: string }> {
  const [admin, user] = await Promise.all([buildUser(t.orm, { isAdmin: true }), buildUser(t.orm, { isAdmin: false })]);
  return { admin: await sessionCookie(t, admin.user.id), user: await sessionCookie(t, user.user.id) };
}
