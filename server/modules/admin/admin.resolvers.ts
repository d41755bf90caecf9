import type { Resolvers } from '../../../generated/server.js';

export const adminResolvers: Resolvers = {
  Mutation: {
    reindex: (_, __, ctx) => ctx.services.admin.reindex(ctx.viewer),
  },
};
