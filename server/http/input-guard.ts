import type { RequestHandler } from 'express';
import { queryDecodes } from '../../common/address.js';
import { NUL_MESSAGE, unstorableTextIn } from '../../common/text.js';
import { badInput } from '../errors.js';

/** A NUL written as a percent-escape anywhere in the address (path or query). */
const ESCAPED_NUL = /%00/i;

export const MALFORMED_ADDRESS = 'The address holds a malformed percent-escape (such as %ZZ or an invalid UTF-8 sequence). Check the link.';

/**
 * Text no route accepts, refused for every REST route before any module sees it: a NUL
 * character or a lone UTF-16 surrogate (PostgreSQL cannot store either) in the address or
 * anywhere in a JSON body, and a query with a malformed percent-escape (as the router
 * refuses one in the path). An escaped surrogate in the address is malformed UTF-8.
 * Each module's own inputs then check their fields (types, lengths, ranges).
 */
export const refuseUnreadableInput: RequestHandler = (req, _res, next) => {
  if (ESCAPED_NUL.test(req.originalUrl)) return next(badInput(NUL_MESSAGE));
  const unstorable = unstorableTextIn(req.query) ?? unstorableTextIn(req.body);
  if (unstorable) return next(badInput(unstorable));
  if (!queryDecodes(req.originalUrl)) return next(badInput(MALFORMED_ADDRESS));
  next();
};
