import type { Logger } from './logger.js';
import type { SessionUser, Viewer } from './modules/auth/viewer.js';
import type { Services } from './services.js';

/** Starts and ends the caller's session and writes its cookie; services decide, transports carry. */
export interface SessionHandle {
  /** Throws when this request cannot receive the session cookie (plain HTTP while cookies are Secure). */
  assertCanSignIn(): void;
  /** Ends the caller's current session (if any) and starts a new one for `user`. */
  signIn(user: SessionUser): Promise<void>;
  /** Ends the caller's session everywhere and clears the cookie. */
  signOut(): Promise<void>;
}

/** Built once per request; the same object serves GraphQL resolvers and REST routes. */
export interface RequestContext {
  viewer: Viewer;
  services: Services;
  session: SessionHandle;
  log: Logger;
  requestId: string;
  /** The site's address for this request's links: PUBLIC_URL, or the request's own in development without it. */
  origin: string;
}

export type GraphQLContext = RequestContext;
