import { randomBytes } from 'node:crypto';
import { RequestContext } from '@mikro-orm/core';
import type { MikroORM } from '@mikro-orm/postgresql';
import { hashPassword } from '../../server/modules/auth/password.js';
import { User } from '../../server/modules/auth/user.entity.js';

export interface BuiltUser {
  user: User;
  password: string;
}

/** Saves a user with a unique name (argon2id hash of `password`, as the app makes it). */
export async function buildUser(orm: MikroORM, options: { isAdmin?: boolean; username?: string; password?: string } = {}): Promise<BuiltUser> {
  const password = options.password ?? `pw-${randomBytes(6).toString('hex')}`;
  const username = options.username ?? `user-${randomBytes(4).toString('hex')}`;
  const user = await RequestContext.create(orm.em, async () => {
    const em = orm.em.fork();
    const created = em.create(User, { username, password: await hashPassword(password), isAdmin: options.isAdmin ?? false });
    await em.flush();
    return created;
  });
  return { user, password };
}
