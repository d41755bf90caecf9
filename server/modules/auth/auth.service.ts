import { randomBytes } from 'node:crypto';
import type { EntityManager } from '@mikro-orm/postgresql';
import { PASSWORD_MAX_CHARS, PASSWORD_MIN_CHARS, USERNAME_MAX_CHARS } from '../../../common/limits.js';
import type { LoginInput } from '../../../common/validation.js';
import type { SessionHandle } from '../../context.js';
import { badInput, unauthenticated } from '../../errors.js';
import type { Logger } from '../../logger.js';
import { LoginThrottle } from './login-throttle.js';
import { hashPassword, verifyPassword } from './password.js';
import type { SessionStore } from './session-store.js';
import { User } from './user.entity.js';
import type { Viewer } from './viewer.js';

export const INVALID_CREDENTIALS = 'Invalid username or password';

export interface SessionInfo {
  authenticated: boolean;
  user: User | null;
}

export interface SavedUser {
  id: number;
  username: string;
  isAdmin: boolean;
  /** False when an existing account was updated. */
  created: boolean;
  /** False when the account existed with this very password (its hash is kept). */
  passwordChanged: boolean;
  /** Sessions ended because the password changed or the user lost admin rights. */
  sessionsEnded: number;
}

interface UserRow {
  id: number;
  username: string;
  password: string;
  is_admin: boolean;
}

/** Usernames are compared case-insensitively: they are stored in lower case. */
export const canonicalUsername = (username: string) => username.trim().toLowerCase();

/** Accounts, passwords (argon2id), sign-in with throttling, and the sessions they start and end. */
export class AuthService {
  private readonly throttle: LoginThrottle;
  /** Verified against when the username is unknown, so both failures cost the same time. */
  private dummyHash: Promise<string> | undefined;

  constructor(
    private readonly em: EntityManager,
    private readonly sessions: SessionStore,
    private readonly log: Logger,
  ) {
    this.throttle = new LoginThrottle(em);
  }

  /**
   * Signs in: the user whose password matches gets a new session (through `session`), or
   * UNAUTHENTICATED (the same message whether the user exists or not), or RATE_LIMITED while
   * this address or this address and username must wait after failures (password not checked).
   */
  async login(viewer: Viewer, session: SessionHandle, input: LoginInput): Promise<User> {
    session.assertCanSignIn();
    const username = canonicalUsername(input.username);
    const attempt = await this.throttle.begin(username, viewer.ip);
    const user = await this.em.findOne(User, { username });
    const matches = await this.verify(user?.password ?? (await this.placeholderHash()), input.password);
    if (!user || !matches) {
      this.log.info({ username, ip: viewer.ip }, 'sign-in failed');
      throw unauthenticated(INVALID_CREDENTIALS);
    }
    await this.throttle.succeeded(attempt);
    await session.signIn({ id: user.id, username: user.username, isAdmin: user.isAdmin });
    this.log.info({ userId: user.id, ip: viewer.ip }, 'signed in');
    return user;
  }

  /** Whether the caller is signed in, and as whom. */
  async session(viewer: Viewer): Promise<SessionInfo> {
    if (!viewer.user) return { authenticated: false, user: null };
    const user = await this.em.findOne(User, { id: viewer.user.id });
    return { authenticated: user !== null, user };
  }

  /** Creates the administrator, or sets its password (when it differs) and makes it an administrator. */
  ensureAdmin(username: string, password: string): Promise<SavedUser> {
    return this.saveUser(username, password, { isAdmin: true });
  }

  /**
   * Creates the account, or sets the password and admin flag of the existing one. A new
   * password or the loss of admin rights ends all of that user's sessions. The same password
   * again (ADMIN_PASSWORD at every start of every app process) keeps the hash and the sessions.
   */
  async saveUser(username: string, password: string, options: { isAdmin: boolean }): Promise<SavedUser> {
    const name = canonicalUsername(username);
    if (name === '' || name.length > USERNAME_MAX_CHARS || /\s/.test(name)) {
      throw badInput(`The username must be 1 to ${USERNAME_MAX_CHARS} characters without spaces.`, { username: 'Invalid username' });
    }
    if (password.length < PASSWORD_MIN_CHARS || password.length > PASSWORD_MAX_CHARS) {
      const message = `The password must be ${PASSWORD_MIN_CHARS} to ${PASSWORD_MAX_CHARS} characters.`;
      throw badInput(message, { password: message });
    }
    const hash = await hashPassword(password);
    const connection = this.em.getConnection();
    // Several app processes may start at once with the same ADMIN_USERNAME: the insert skips an
    // existing row, and the update locks it, so they neither collide nor interleave.
    return connection.transactional(async (trx) => {
      const inserted = await connection.execute<UserRow[]>(
        `insert into users (username, password, is_admin) values (?, ?, ?) on conflict (username) do nothing
         returning id, username, password, is_admin`,
        [name, hash, options.isAdmin],
        'all',
        trx,
      );
      if (inserted[0]) return saved(inserted[0], { created: true, passwordChanged: true, sessionsEnded: 0 });

      const [row] = await connection.execute<UserRow[]>('select id, username, password, is_admin from users where username = ? for update', [name], 'all', trx);
      const passwordChanged = !(await this.verify(row!.password, password));
      const demoted = row!.is_admin && !options.isAdmin;
      const [updated] = await connection.execute<UserRow[]>(
        'update users set password = ?, is_admin = ? where id = ? returning id, username, password, is_admin',
        [passwordChanged ? hash : row!.password, options.isAdmin, row!.id],
        'all',
        trx,
      );
      const sessionsEnded = passwordChanged || demoted ? await this.sessions.endAllFor(row!.id, trx) : 0;
      if (sessionsEnded > 0) this.log.info({ userId: row!.id, sessionsEnded, passwordChanged, demoted }, 'sessions ended');
      return saved(updated!, { created: false, passwordChanged, sessionsEnded });
    });
  }

  private async verify(hash: string, password: string): Promise<boolean> {
    try {
      return await verifyPassword(hash, password);
    } catch (error) {
      this.log.warn({ err: error }, 'a stored password hash could not be read');
      return false;
    }
  }

  private placeholderHash(): Promise<string> {
    this.dummyHash ??= hashPassword(randomBytes(24).toString('base64'));
    return this.dummyHash;
  }
}

const saved = (row: UserRow, outcome: Pick<SavedUser, 'created' | 'passwordChanged' | 'sessionsEnded'>): SavedUser => ({
  id: row.id,
  username: row.username,
  isAdmin: row.is_admin,
  ...outcome,
});
