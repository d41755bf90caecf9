import { Router } from 'express';
import { z } from 'zod';
import { parseInput } from '../../http/parse-input.js';
import { pageFields } from '../../paging.js';
import { promptDetailJson, promptListJson } from './prompt.serializer.js';
import { SortParam } from './prompts.inputs.js';

const ListQuery = z.object({ ...pageFields, sort: SortParam });
const SearchQuery = z.object({ ...pageFields, q: z.string().optional().default('') });
const AdminListQuery = z.object({ ...pageFields, filter: z.string().optional() });

/** REST shims of SPEC §7 for prompts; `/by-slug/:slug` and `/:id/slug` come before `/:id`. */
export function promptsRouter(): Router {
  const router = Router();

  router.get('/prompts', async (req, res) => {
    const { sort, ...page } = parseInput(ListQuery, req.query);
    res.json(promptListJson(await req.ctx.services.prompts.listPublished({ ...page, orderBy: sort })));
  });
  router.get('/prompts/by-slug/:slug', async (req, res) => {
    res.json(promptDetailJson(await req.ctx.services.prompts.getBySlug(req.params.slug, { countView: true })));
  });
  router.get('/prompts/:id/slug', async (req, res) => {
    res.json({ slug: await req.ctx.services.prompts.slugOf(req.params.id) });
  });
  router.get('/prompts/:id', async (req, res) => {
    res.json(promptDetailJson(await req.ctx.services.prompts.get(req.params.id)));
  });
  router.get('/search', async (req, res) => {
    const { q, ...page } = parseInput(SearchQuery, req.query);
    res.json(promptListJson(await req.ctx.services.prompts.search(q, page)));
  });

  router.get('/admin/prompts', async (req, res) => {
    const query = parseInput(AdminListQuery, req.query);
    res.json(promptListJson(await req.ctx.services.promptAdmin.list(req.ctx.viewer, query), { admin: true }));
  });
  router.get('/admin/prompts/:id', async (req, res) => {
    res.json(promptDetailJson(await req.ctx.services.promptAdmin.get(req.ctx.viewer, req.params.id), { admin: true }));
  });
  router.patch('/admin/prompts/:id', async (req, res) => {
    const { viewer, services } = req.ctx;
    const prompt = await services.promptAdmin.update(viewer, req.params.id, req.body ?? {});
    res.json(promptDetailJson(prompt, { admin: true }));
  });
  router.delete('/admin/prompts/:id', async (req, res) => {
    res.json(await req.ctx.services.promptAdmin.delete(req.ctx.viewer, req.params.id));
  });
  router.delete('/admin/prompts', async (req, res) => {
    res.json(await req.ctx.services.promptAdmin.deleteAll(req.ctx.viewer));
  });

  return router;
}
