import { Router } from 'express';
import { promptJson } from '../prompts/prompt.serializer.js';

/** GET /api/admin/stats: the dashboard figures and the last 30 days of requests. */
export function statsRouter(): Router {
  const router = Router();

  router.get('/admin/stats', async (req, res) => {
    const { topPrompts, ...figures } = await req.ctx.services.stats.dashboard(req.ctx.viewer);
    res.json({
      ...figures,
      topPrompts: topPrompts.map((p) => {
        const { id, text, viewCount, slug } = promptJson(p);
        return { id, text, viewCount, slug };
      }),
    });
  });

  return router;
}
