import { Router } from 'express';
import { parseSubscribe, parseSubscriberList } from './newsletter.inputs.js';
import { subscriberJson } from './subscriber.json.js';

/**
 * POST /api/newsletter/subscribe {firstName, email, page?}; the admin list
 * (GET /api/admin/subscribers?search=&limit=&offset=), its CSV export and deletion.
 */
export function newsletterRouter(): Router {
  const router = Router();

  router.post('/newsletter/subscribe', async (req, res) => {
    res.json(await req.ctx.services.newsletter.subscribe(req.ctx.viewer, parseSubscribe(req.body)));
  });

  router.get('/admin/subscribers', async (req, res) => {
    const { total, subscribers } = await req.ctx.services.newsletter.list(req.ctx.viewer, parseSubscriberList(req.ctx.viewer, req.query));
    res.json({ total, subscribers: subscribers.map(subscriberJson) });
  });

  router.get('/admin/subscribers.csv', async (req, res) => {
    const { search } = parseSubscriberList(req.ctx.viewer, { search: req.query.search });
    const csv = await req.ctx.services.newsletter.csv(req.ctx.viewer, search);
    const day = new Date().toISOString().slice(0, 10);
    res.type('text/csv; charset=utf-8').attachment(`subscribers-${day}.csv`).set('cache-control', 'no-store').send(csv);
  });

  router.delete('/admin/subscribers/:id', async (req, res) => {
    res.json(await req.ctx.services.newsletter.delete(req.ctx.viewer, req.params.id));
  });

  return router;
}
