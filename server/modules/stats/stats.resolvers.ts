import type { Resolvers } from '../../../generated/server.js';

export const statsResolvers: Resolvers = {
  Query: {
    adminStats: (_, __, ctx) => ctx.services.stats.adminStats(ctx.viewer),
  },
  AdminStats: {
    requestsPerDay: (_, { days }, ctx) => ctx.services.stats.requestsPerDay(ctx.viewer, days),
  },
};
