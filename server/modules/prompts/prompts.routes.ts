import { Router } from 'express';
import { parseInput } from '../../parse-input.js';
import { promptDetailJson, promptListJson } from './prompt.serializer.js';
import { parseAdminList, parsePromptPatch, PublishedListQuery, SearchQuery } from './prompts.inputs.js';

/** REST shims of SPEC §7 for prompts; `/by-slug/:slug` and `/:id/slug` come before `/:id`. */
export function promptsRouter(): Router {
  const router = Router();

  router.get('/prompts', async (req, res) => {
    res.json(promptListJson(await req.ctx.services.prompts.listPublished(parseInput(PublishedListQuery, req.query))));
  });
  // Express answers HEAD with this GET route: a HEAD (link checkers, crawlers, proxies) reads, it is no view.
  router.get('/prompts/by-slug/:slug', async (req, res) => {
    const viewedFrom = req.method === 'GET' ? req.ctx.viewer.ip : undefined;
    res.json(promptDetailJson(await req.ctx.services.prompts.getBySlug(req.params.slug, { viewedFrom })));
  });
  router.get('/prompts/by-slug/:slug/related', async (req, res) => {
    res.json(promptListJson(await req.ctx.services.prompts.related(req.params.slug)));
  });
  router.get('/prompts/:id/slug', async (req, res) => {
    res.json({ slug: await req.ctx.services.prompts.slugOf(req.params.id) });
  });
  router.get('/prompts/:id', async (req, res) => {
    res.json(promptDetailJson(await req.ctx.services.prompts.get(req.params.id)));
  });
  router.get('/search', async (req, res) => {
    const { query, ...page } = parseInput(SearchQuery, req.query);
    res.json(promptListJson(await req.ctx.services.prompts.search(query, page)));
  });

  router.get('/admin/prompts', async (req, res) => {
    const query = parseAdminList(req.ctx.viewer, req.query);
    res.json(promptListJson(await req.ctx.services.promptAdmin.list(req.ctx.viewer, query), { admin: true }));
  });
  router.get('/admin/prompts/:id', async (req, res) => {
    res.json(promptDetailJson(await req.ctx.services.promptAdmin.get(req.ctx.viewer, req.params.id), { admin: true }));
  });
  router.patch('/admin/prompts/:id', async (req, res) => {
    const { viewer, services } = req.ctx;
    const prompt = await services.promptAdmin.update(viewer, req.params.id, parsePromptPatch(viewer, req.body));
    res.json(promptDetailJson(prompt, { admin: true }));
  });
  router.delete('/admin/prompts/:id', async (req, res) => {
    res.json(await req.ctx.services.promptAdmin.delete(req.ctx.viewer, req.params.id));
  });
  // Only at this very address: the router also matches /admin/prompts/, the address of a
  // delete of one prompt whose id came out empty, which must not empty the table.
  router.delete('/admin/prompts', async (req, res, next) => {
    if (req.path.endsWith('/')) return next();
    res.json(await req.ctx.services.promptAdmin.deleteAll(req.ctx.viewer));
  });

  return router;
}
