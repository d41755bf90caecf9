import type { RequestHandler } from 'express';
import { containsNul, NUL_MESSAGE } from '../../common/text.js';
import { badInput } from '../errors.js';

/** A NUL written as a percent-escape anywhere in the address (path or query). */
const ESCAPED_NUL = /%00/i;

/**
 * Text no route accepts, refused for every REST route before any module sees it: a NUL
 * character (PostgreSQL cannot store it) in the address or anywhere in a JSON body.
 * Each module's own inputs then check their fields (types, lengths, ranges).
 */
export const refuseNul: RequestHandler = (req, _res, next) => {
  if (ESCAPED_NUL.test(req.originalUrl) || containsNul(req.query) || containsNul(req.body)) return next(badInput(NUL_MESSAGE));
  next();
};
