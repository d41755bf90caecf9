import { z } from 'zod';
import type { Resolvers } from '../../../generated/server.js';
import { parseInput } from '../../parse-input.js';
import { wholeNumberParam } from '../../paging.js';
import { DAYS_MESSAGE, DEFAULT_HISTORY_DAYS, MAX_HISTORY_DAYS } from './stats.service.js';

/** `requestsPerDay(days:)`: 1 to MAX_HISTORY_DAYS, default 30 (an error names the argument, as other inputs' do). */
const DaysArgs = z.object({ days: wholeNumberParam(DEFAULT_HISTORY_DAYS, 1, MAX_HISTORY_DAYS, DAYS_MESSAGE) });

export const statsResolvers: Resolvers = {
  Query: {
    adminStats: (_, __, ctx) => ctx.services.stats.adminStats(ctx.viewer),
  },
  AdminStats: {
    requestsPerDay: (_, args, ctx) => ctx.services.stats.requestsPerDay(ctx.viewer, parseInput(DaysArgs, args).days),
  },
};
