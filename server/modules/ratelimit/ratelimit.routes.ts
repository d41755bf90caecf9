import { Router } from 'express';

/** REST shims of SPEC §7 for the daily question allowance. The caller is `req.ctx.viewer.ip`. */
export function rateLimitRouter(): Router {
  const router = Router();

  router.get('/rate-limit', async (req, res) => {
    res.json(await req.ctx.services.rateLimit.info(req.ctx.viewer.ip));
  });
  router.post('/reset-rate-limit', async (req, res) => {
    res.json({ success: true, ...(await req.ctx.services.rateLimit.resetOwn(req.ctx.viewer)) });
  });
  router.post('/admin/reset-rate-limits', async (req, res) => {
    res.json(await req.ctx.services.rateLimit.resetAll(req.ctx.viewer));
  });

  return router;
}
