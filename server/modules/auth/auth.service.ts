import { randomBytes } from 'node:crypto';
import type { EntityManager } from '@mikro-orm/postgresql';
import { PASSWORD_MIN_CHARS } from '../../../common/limits.js';
import type { LoginInput } from '../../../common/validation.js';
import type { Viewer } from '../../context.js';
import { badInput, unauthenticated } from '../../errors.js';
import type { Logger } from '../../logger.js';
import { LoginThrottle } from './login-throttle.js';
import { hashPassword, verifyPassword } from './password.js';
import { User } from './user.entity.js';

export const INVALID_CREDENTIALS = 'Invalid username or password';
const USERNAME_MAX_LENGTH = 100;

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
}

/** Usernames are compared case-insensitively: they are stored in lower case. */
export const canonicalUsername = (username: string) => username.trim().toLowerCase();

/** Accounts, passwords (argon2id) and sign-in with throttling. */
export class AuthService {
  private readonly throttle: LoginThrottle;
  /** Verified against when the username is unknown, so both failures cost the same time. */
  private dummyHash: Promise<string> | undefined;

  constructor(
    private readonly em: EntityManager,
    private readonly log: Logger,
  ) {
    this.throttle = new LoginThrottle(em);
  }

  /**
   * The user whose password matches, or UNAUTHENTICATED (the same message whether the
   * user exists or not), or RATE_LIMITED after too many failures (password not checked).
   * The caller writes the session.
   */
  async login(viewer: Viewer, input: LoginInput): Promise<User> {
    const username = canonicalUsername(input.username);
    await this.throttle.begin(username, viewer.ip);
    const user = await this.em.findOne(User, { username });
    const matches = await this.verify(user?.password ?? (await this.placeholderHash()), input.password);
    if (!user || !matches) {
      this.log.info({ username, ip: viewer.ip }, 'sign-in failed');
      throw unauthenticated(INVALID_CREDENTIALS);
    }
    await this.throttle.succeeded(username, viewer.ip);
    this.log.info({ userId: user.id, ip: viewer.ip }, 'signed in');
    return user;
  }

  /** Whether the caller is signed in, and as whom. */
  async session(viewer: Viewer): Promise<SessionInfo> {
    if (!viewer.user) return { authenticated: false, user: null };
    const user = await this.em.findOne(User, { id: viewer.user.id });
    return { authenticated: user !== null, user };
  }

  /** Creates the administrator, or updates its password and makes it an administrator. */
  ensureAdmin(username: string, password: string): Promise<SavedUser> {
    return this.saveUser(username, password, { isAdmin: true });
  }

  /** Creates the account, or sets the password and admin flag of the existing one. */
  async saveUser(username: string, password: string, options: { isAdmin: boolean }): Promise<SavedUser> {
    const name = canonicalUsername(username);
    if (name === '' || name.length > USERNAME_MAX_LENGTH || /\s/.test(name)) {
      throw badInput(`The username must be 1 to ${USERNAME_MAX_LENGTH} characters without spaces.`, { username: 'Invalid username' });
    }
    if (password.length < PASSWORD_MIN_CHARS) {
      const message = `The password must be at least ${PASSWORD_MIN_CHARS} characters.`;
      throw badInput(message, { password: message });
    }
    // One statement, so concurrent start-ups of several app processes do not collide.
    const rows = await this.em.getConnection().execute<{ id: number; username: string; is_admin: boolean; created: boolean }[]>(
      `insert into users (username, password, is_admin) values (?, ?, ?)
       on conflict (username) do update set password = excluded.password, is_admin = excluded.is_admin
       returning id, username, is_admin, (xmax = 0) as created`,
      [name, await hashPassword(password), options.isAdmin],
    );
    const row = rows[0]!;
    return { id: row.id, username: row.username, isAdmin: row.is_admin, created: row.created };
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
