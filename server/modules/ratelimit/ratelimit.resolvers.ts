import type { Resolvers } from '../../../generated/server.js';

export const rateLimitResolvers: Resolvers = {
  Query: {
    rateLimit: (_, __, ctx) => ctx.services.rateLimit.info(ctx.viewer.ip),
  },
  Mutation: {
    resetMyRateLimit: async (_, __, ctx) => (await ctx.services.rateLimit.resetOwn(ctx.viewer)).rateLimitInfo,
    resetRateLimits: (_, __, ctx) => ctx.services.rateLimit.resetAll(ctx.viewer),
  },
};
