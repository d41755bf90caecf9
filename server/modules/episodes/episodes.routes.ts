import { Router } from 'express';
import { parsePage } from '../../paging.js';
import { episodeJson, episodeResultJson } from './episode.json.js';
import { parseEpisodeInput, parseEpisodePatch } from './episodes.inputs.js';

/** REST shims of SPEC §7 for episodes: public reads, admin writes. */
export function episodesRouter(): Router {
  const router = Router();

  router.get('/episodes', async (req, res) => {
    const episodes = await req.ctx.services.episodes.list(parsePage(req.query));
    res.json(episodes.map(episodeJson));
  });

  router.get('/episodes/:id', async (req, res) => {
    res.json(episodeJson(await req.ctx.services.episodes.find(req.params.id)));
  });

  router.post('/admin/episodes', async (req, res) => {
    const result = await req.ctx.services.episodes.create(req.ctx.viewer, parseEpisodeInput(req.ctx.viewer, req.body));
    res.status(201).json(episodeResultJson(result));
  });

  router.patch('/admin/episodes/:id', async (req, res) => {
    const result = await req.ctx.services.episodes.update(req.ctx.viewer, req.params.id, parseEpisodePatch(req.ctx.viewer, req.body));
    res.json(episodeResultJson(result));
  });

  router.delete('/admin/episodes/:id', async (req, res) => {
    res.json(await req.ctx.services.episodes.delete(req.ctx.viewer, req.params.id));
  });

  return router;
}
