/** The signed-in user, as read with the session on each request. */
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
