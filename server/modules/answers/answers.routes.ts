import { Router } from 'express';
import { parseInput } from '../../parse-input.js';
import { AskInput } from './answers.inputs.js';

/** REST shim (SPEC §7): POST /api/chat {prompt}. Mounted under /api. */
export function answersRouter(): Router {
  const router = Router();
  router.post('/chat', async (req, res) => {
    res.json(await req.ctx.services.answers.ask(req.ctx.viewer, parseInput(AskInput, req.body ?? {})));
  });
  return router;
}
