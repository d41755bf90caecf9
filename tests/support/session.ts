import { createHmac } from 'node:crypto';
import { SESSION_COOKIE } from '../../server/http/session.js';
import type { TestApp } from './app.js';

/**
 * The Cookie header carrying `token`, signed with `secret` exactly as cookie-parser's signed
 * cookies are ("s:" + token + "." + HMAC-SHA256 in base64 without padding, URL-encoded).
 */
export function signedSessionCookie(token: string, secret: string): string {
  const signature = createHmac('sha256', secret).update(token).digest('base64').replace(/=+$/, '');
  return `${SESSION_COOKIE}=${encodeURIComponent(`s:${token}.${signature}`)}`;
}

/**
 * The Cookie header of a new server-side session of `userId`, as a sign-in would start it.
 * Lets tests act as a given user without going through the login form.
 */
export async function sessionCookie(t: TestApp, userId: number): Promise<string> {
  const token = await t.services.sessions.create(userId);
  return signedSessionCookie(token, t.config.session.secret!);
}

/** The session cookie ("name=value") that a response sets, if any. */
export function sessionCookieOf(headers: Record<string, unknown>): string | undefined {
  const cookies = ([] as string[]).concat((headers['set-cookie'] as string[] | string | undefined) ?? []);
  return cookies.find((c) => c.startsWith(`${SESSION_COOKIE}=`) && !c.startsWith(`${SESSION_COOKIE}=;`))?.split(';')[0];
}
