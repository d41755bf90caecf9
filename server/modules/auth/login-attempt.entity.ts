import { EntitySchema, OptionalProps } from '@mikro-orm/core';

/** Failed sign-ins in the current window, per key ("ip:…" or "user:…"); drives login throttling. */
export class LoginAttempt {
  [OptionalProps]?: 'windowStart' | 'failures';
  key!: string;
  windowStart = new Date();
  failures = 0;
}

export const LoginAttemptSchema = new EntitySchema<LoginAttempt>({
  class: LoginAttempt,
  tableName: 'login_attempts',
  properties: {
    key: { type: 'string', length: 200, primary: true },
    windowStart: { type: 'datetime' },
    failures: { type: 'integer', default: 0 },
  },
});
