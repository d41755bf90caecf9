import { EntitySchema, OptionalProps, type Ref } from '@mikro-orm/core';
import type { User } from './user.entity.js';

/**
 * A signed-in session. The cookie carries a random token; only its SHA-256 is stored, so a
 * copy of this table opens no session. Ending a session deletes its row: every app process
 * sees that at once.
 */
export class Session {
  [OptionalProps]?: 'createdAt' | 'lastSeenAt';
  /** SHA-256 (hex) of the cookie's token. */
  id!: string;
  user!: Ref<User>;
  createdAt = new Date();
  /** Updated at most once a minute (SESSION_LIFETIME.touchIntervalSeconds). */
  lastSeenAt = new Date();
}

export const SessionSchema = new EntitySchema<Session>({
  class: Session,
  tableName: 'sessions',
  properties: {
    id: { type: 'string', length: 64, primary: true },
    user: { kind: 'm:1', entity: 'User', ref: true, deleteRule: 'cascade', index: true },
    createdAt: { type: 'datetime', defaultRaw: 'now()' },
    lastSeenAt: { type: 'datetime', defaultRaw: 'now()' },
  },
});
