import type { Logger } from './logger.js';
import type { Services } from './services.js';

/** The signed-in user as kept in the session cookie. */
export interface SessionUser {
  id: number;
  username: string;
  isAdmin: boolean;
}

/** Who is calling: the signed-in user (if any) and the client address. */
export interface Viewer {
  user: SessionUser | null;
  ip: string;
}

/** Writes the session cookie; services decide, transports carry. */
export interface SessionHandle {
  signIn(user: SessionUser): void;
  signOut(): void;
}

/** Built once per request; the same object serves GraphQL resolvers and REST routes. */
export interface RequestContext {
  viewer: Viewer;
  services: Services;
  session: SessionHandle;
  log: Logger;
  requestId: string;
}

export type GraphQLContext = RequestContext;
