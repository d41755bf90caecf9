import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import cookieSession from 'cookie-session';
import type { Request, RequestHandler } from 'express';
import type { Config } from '../config.js';
import type { SessionHandle, SessionUser } from '../context.js';
import type { Logger } from '../logger.js';

export const SESSION_COOKIE = 'horizons_session';
const MAX_AGE_MS = 14 * 24 * 60 * 60 * 1000;

/** What the signed cookie holds: the user id only; the user is read from the database. */
export interface SessionData {
  uid?: number;
}

/**
 * The cookie-signing key: SESSION_SECRET, or (outside production) a key generated
 * once into DATA_DIR so that sessions survive restarts.
 */
export function resolveSessionSecret(config: Pick<Config, 'session' | 'dataDir' | 'isProduction'>, log: Logger): string {
  if (config.session.secret) return config.session.secret;
  if (config.isProduction) throw new Error('SESSION_SECRET is required when NODE_ENV=production');
  const file = path.join(config.dataDir, 'session-secret');
  if (fs.existsSync(file)) return fs.readFileSync(file, 'utf8').trim();
  fs.mkdirSync(config.dataDir, { recursive: true });
  const secret = randomBytes(48).toString('base64url');
  fs.writeFileSync(file, secret, { mode: 0o600 });
  log.info({ file }, 'generated a session secret');
  return secret;
}

export function sessionMiddleware(secret: string, secure: boolean): RequestHandler {
  return cookieSession({
    name: SESSION_COOKIE,
    keys: [secret],
    httpOnly: true,
    sameSite: 'lax',
    secure,
    signed: true,
    maxAge: MAX_AGE_MS,
  });
}

export const sessionUserId = (req: Request): number | undefined => (req.session as SessionData | null | undefined)?.uid;

export function sessionHandle(req: Request): SessionHandle {
  return {
    signIn(user: SessionUser) {
      req.session = { uid: user.id } satisfies SessionData;
    },
    signOut() {
      req.session = null;
    },
  };
}
