import { useApolloClient, useMutation, useQuery } from '@apollo/client/react';
import { createContext, useCallback, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import { graphql } from '@generated/gql';

/** The signed-in user as the client keeps it (SPEC §3 "Session user"). */
export interface SessionUser {
  id: number;
  username: string;
  isAdmin: boolean;
}

/** Browser storage key, named for the product. */
export const SESSION_STORAGE_KEY = 'horizons-podcast-qa:session-user';

export const SessionDocument = graphql(`
  query Session {
    session {
      authenticated
      user {
        id
        username
        isAdmin
      }
    }
  }
`);

const LogoutDocument = graphql(`
  mutation Logout {
    logout
  }
`);

export function readCachedUser(): SessionUser | null {
  try {
    const raw = window.localStorage.getItem(SESSION_STORAGE_KEY);
    if (!raw) return null;
    const parsed = JSON.parse(raw) as Partial<SessionUser>;
    return typeof parsed.id === 'number' && typeof parsed.username === 'string' && typeof parsed.isAdmin === 'boolean'
      ? { id: parsed.id, username: parsed.username, isAdmin: parsed.isAdmin }
      : null;
  } catch {
    return null;
  }
}

function writeCachedUser(user: SessionUser | null) {
  try {
    if (user) window.localStorage.setItem(SESSION_STORAGE_KEY, JSON.stringify(user));
    else window.localStorage.removeItem(SESSION_STORAGE_KEY);
  } catch {
    // Storage can be unavailable (private mode); the server session still works.
  }
}

export interface SessionState {
  user: SessionUser | null;
  /** True until there is a cached user or the server has answered. */
  loading: boolean;
  /** The server confirmed the session (or its absence). */
  verified: boolean;
  /** The server could not be asked (network or server failure). */
  verificationFailed: boolean;
  /** After a successful login. */
  signIn(user: SessionUser): void;
  /** Ends the session on the server and forgets the cached user. */
  signOut(): Promise<void>;
}

const SessionContext = createContext<SessionState | null>(null);

/**
 * SPEC §4 Session: a cached user is used at once, then verified with the server;
 * not authenticated clears the cache, a different user replaces it.
 */
export function SessionProvider({ children }: { children: ReactNode }) {
  const client = useApolloClient();
  /** What we know before the server answers: the cached user, then logins and logouts. */
  const [fallback, setFallback] = useState<SessionUser | null>(() => readCachedUser());
  const { data, error } = useQuery(SessionDocument, { fetchPolicy: 'network-only' });
  const [logout] = useMutation(LogoutDocument);

  const serverUser = data ? toSessionUser(data.session.authenticated ? data.session.user : null) : undefined;
  const user = serverUser === undefined ? fallback : serverUser;
  const userKey = user ? `${user.id}:${user.username}:${user.isAdmin}` : '';

  // Keep the stored copy in line with what the server said.
  useEffect(() => {
    if (serverUser !== undefined) writeCachedUser(serverUser);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- userKey captures serverUser
  }, [userKey, data]);

  const writeSession = useCallback(
    (next: SessionUser | null) =>
      client.writeQuery({
        query: SessionDocument,
        data: {
          __typename: 'Query',
          session: {
            __typename: 'Session',
            authenticated: next !== null,
            user: next ? { __typename: 'User', ...next } : null,
          },
        },
      }),
    [client],
  );

  const signIn = useCallback(
    (next: SessionUser) => {
      writeCachedUser(next);
      setFallback(next);
      writeSession(next);
    },
    [writeSession],
  );

  const signOut = useCallback(async () => {
    try {
      await logout();
    } finally {
      writeCachedUser(null);
      setFallback(null);
      await client.clearStore();
      writeSession(null);
    }
  }, [client, logout, writeSession]);

  const value = useMemo<SessionState>(
    () => ({
      user,
      loading: user === null && !data && !error,
      verified: Boolean(data),
      verificationFailed: Boolean(error) && !data,
      signIn,
      signOut,
    }),
    [user, data, error, signIn, signOut],
  );
  return <SessionContext.Provider value={value}>{children}</SessionContext.Provider>;
}

function toSessionUser(user: { id: number; username: string; isAdmin: boolean } | null | undefined): SessionUser | null {
  return user ? { id: user.id, username: user.username, isAdmin: user.isAdmin } : null;
}

export function useSession(): SessionState {
  const value = useContext(SessionContext);
  if (!value) throw new Error('useSession must be used inside <SessionProvider>');
  return value;
}
