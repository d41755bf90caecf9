import { EntitySchema, OptionalProps } from '@mikro-orm/core';

export class User {
  [OptionalProps]?: 'isAdmin' | 'createdAt';
  id!: number;
  username!: string;
  /** argon2id hash; never leaves the server. */
  password!: string;
  isAdmin = false;
  createdAt = new Date();
}

export const UserSchema = new EntitySchema<User>({
  class: User,
  tableName: 'users',
  properties: {
    id: { type: 'integer', primary: true, autoincrement: true },
    username: { type: 'string', length: 100, unique: true },
    password: { type: 'text', hidden: true, lazy: false },
    isAdmin: { type: 'boolean', default: false },
    createdAt: { type: 'datetime', defaultRaw: 'now()' },
  },
});
