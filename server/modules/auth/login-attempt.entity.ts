import { EntitySchema, OptionalProps } from '@mikro-orm/core';

/** Failed sign-ins per key ("ip:…" or "pair:…"); drives the progressive sign-in delay. */
export class LoginAttempt {
  [OptionalProps]?: 'failures' | 'lastFailureAt' | 'blockedUntil';
  key!: string;
  failures = 0;
  lastFailureAt = new Date();
  /** No attempt for this key is checked before this time. */
  blockedUntil = new Date();
}

export const LoginAttemptSchema = new EntitySchema<LoginAttempt>({
  class: LoginAttempt,
  tableName: 'login_attempts',
  properties: {
    key: { type: 'string', length: 200, primary: true },
    failures: { type: 'integer', default: 0 },
    lastFailureAt: { type: 'datetime', defaultRaw: 'now()' },
    blockedUntil: { type: 'datetime', defaultRaw: 'now()' },
  },
});
