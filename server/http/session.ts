import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import cookieParser from 'cookie-parser';
import type { CookieOptions, Request, RequestHandler, Response } from 'express';
import type { Config } from '../config.js';
import type { SessionHandle } from '../context.js';
import { AppError } from '../errors.js';
import type { Logger } from '../logger.js';
import { makeDirectory } from '../make-directory.js';
import { SESSION_MAX_AGE_MS, type ActiveSession, type SessionStore } from '../modules/auth/session-store.js';

export const SESSION_COOKIE = 'horizons_session';

export const HTTPS_REQUIRED_MESSAGE =
  'Signing in needs HTTPS: this server sends its session cookie over HTTPS only. Open the site with https://, ' +
  'or, if a proxy in front of it terminates TLS, set TRUST_PROXY so that the server believes X-Forwarded-Proto. ' +
  'To run without HTTPS on purpose, set COOKIE_SECURE=false.';

/**
 * The cookie-signing key: SESSION_SECRET, or (outside production) a key generated
 * once into DATA_DIR so that sessions survive restarts.
 */
export function resolveSessionSecret(config: Pick<Config, 'session' | 'dataDir' | 'isProduction'>, log: Logger): string {
  if (config.session.secret) return config.session.secret;
  if (config.isProduction) throw new Error('SESSION_SECRET is required when NODE_ENV=production');
  const file = path.join(config.dataDir, 'session-secret');
  if (fs.existsSync(file)) return fs.readFileSync(file, 'utf8').trim();
  makeDirectory(config.dataDir);
  const secret = randomBytes(48).toString('base64url');
  fs.writeFileSync(file, secret, { mode: 0o600 });
  log.info({ file }, 'generated a session secret');
  return secret;
}

/** Parses cookies and checks the signature of signed ones (`req.signedCookies`). */
export const cookieMiddleware = (secret: string): RequestHandler => cookieParser(secret);

/** The session token of a correctly signed cookie, if any. */
function sessionToken(req: Request): string | undefined {
  const value = (req.signedCookies as Record<string, unknown> | undefined)?.[SESSION_COOKIE];
  return typeof value === 'string' && value !== '' ? value : undefined;
}

/** Whether the request carries a session cookie at all (valid or not; cookie-parser moves signed ones to signedCookies). */
const hasSessionCookie = (req: Request) =>
  [req.cookies, req.signedCookies].some((jar) => (jar as Record<string, unknown> | undefined)?.[SESSION_COOKIE] !== undefined);

const cookieOptions = (secure: boolean): CookieOptions => ({ httpOnly: true, sameSite: 'lax', secure, path: '/' });

/**
 * The session side of a request: the live session found from its cookie (null when none or
 * ended/expired, whose stale cookie is then cleared) and the handle that signs in and out.
 */
export async function loadSession(
  req: Request,
  res: Response,
  store: SessionStore,
  secure: boolean,
): Promise<{ current: ActiveSession | null; handle: SessionHandle }> {
  const token = sessionToken(req);
  let current = token ? await store.resolve(token) : null;
  if (!current && hasSessionCookie(req)) res.clearCookie(SESSION_COOKIE, cookieOptions(secure));

  const handle: SessionHandle = {
    assertCanSignIn() {
      if (secure && !req.secure) throw new AppError('FORBIDDEN', HTTPS_REQUIRED_MESSAGE);
    },
    async signIn(user) {
      // A new id at each sign-in: a session id planted before sign-in never becomes a signed-in one.
      if (current) await store.end(current.id);
      const newToken = await store.create(user.id);
      current = null;
      res.cookie(SESSION_COOKIE, newToken, { ...cookieOptions(secure), signed: true, maxAge: SESSION_MAX_AGE_MS });
    },
    async signOut() {
      if (current) await store.end(current.id);
      current = null;
      res.clearCookie(SESSION_COOKIE, cookieOptions(secure));
    },
  };
  return { current, handle };
}
