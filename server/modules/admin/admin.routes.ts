import { Router } from 'express';

/** POST /api/admin/reindex: rebuilds the search data; answers with a message and counts. */
export function adminRouter(): Router {
  const router = Router();
  router.post('/admin/reindex', async (req, res) => {
    res.json(await req.ctx.services.admin.reindex(req.ctx.viewer));
  });
  return router;
}
