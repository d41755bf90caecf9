import { Router } from 'express';
import { LoginInput } from '../../../common/validation.js';
import { parseInput } from '../../parse-input.js';
import type { User } from './user.entity.js';

/** A user as REST answers show it: never the password hash. */
export const userJson = (user: User) => ({
  id: user.id,
  username: user.username,
  isAdmin: user.isAdmin,
  createdAt: user.createdAt,
});

/** REST shims of SPEC §7: /api/auth/session, /api/auth/login, /api/auth/logout. */
export function authRouter(): Router {
  const router = Router();

  router.get('/auth/session', async (req, res) => {
    const { authenticated, user } = await req.ctx.services.auth.session(req.ctx.viewer);
    res.json({ authenticated, user: user ? userJson(user) : null });
  });

  router.post('/auth/login', async (req, res) => {
    const user = await req.ctx.services.auth.login(req.ctx.viewer, req.ctx.session, parseInput(LoginInput, req.body ?? {}));
    res.json(userJson(user));
  });

  router.post('/auth/logout', async (req, res) => {
    await req.ctx.session.signOut();
    res.json({ success: true });
  });

  return router;
}
