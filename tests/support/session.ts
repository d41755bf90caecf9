import { createHmac } from 'node:crypto';
import { SESSION_COOKIE } from '../../server/http/session.js';

/**
 * The Cookie header of a signed-in session for `userId`, signed with `secret` exactly as
 * cookie-session signs it (HMAC-SHA1 of "name=value", URL-safe base64). Lets tests act as
 * a given user without going through the login form.
 */
export function sessionCookie(userId: number, secret: string): string {
  const value = Buffer.from(JSON.stringify({ uid: userId })).toString('base64');
  const signature = createHmac('sha1', secret)
    .update(`${SESSION_COOKIE}=${value}`)
    .digest('base64')
    .replace(/\/|\+|=/g, (c) => ({ '/': '_', '+': '-', '=': '' })[c] ?? c);
  return `${SESSION_COOKIE}=${value}; ${SESSION_COOKIE}.sig=${signature}`;
}
