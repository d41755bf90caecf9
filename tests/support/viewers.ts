import { buildUser } from '../factories/user.factory.js';
import { sessionCookie } from './session.js';
import type { TestApp } from './app.js';

/** Session cookies of a new administrator and of a new signed-in user who is not one. */
export async function viewerCookies(t: TestApp): Promise<{ admin: string; user: string }> {
  const [admin, user] = await Promise.all([buildUser(t.orm, { isAdmin: true }), buildUser(t.orm, { isAdmin: false })]);
  const secret = t.config.session.secret!;
  return { admin: sessionCookie(admin.user.id, secret), user: sessionCookie(user.user.id, secret) };
}
