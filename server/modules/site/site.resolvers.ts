import type { Resolvers } from '../../../generated/server.js';

export const siteResolvers: Resolvers = {
  Query: { site: (_, __, ctx) => ctx.services.site.info(ctx.origin) },
};
