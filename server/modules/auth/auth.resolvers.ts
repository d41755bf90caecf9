import type { Resolvers } from '../../../generated/server.js';
import { LoginInput } from '../../../common/validation.js';
import { parseInput } from '../../parse-input.js';

export const authResolvers: Resolvers = {
  Query: {
    session: (_, __, ctx) => ctx.services.auth.session(ctx.viewer),
  },
  Mutation: {
    login: (_, { input }, ctx) => ctx.services.auth.login(ctx.viewer, ctx.session, parseInput(LoginInput, input)),
    logout: async (_, __, ctx) => {
      await ctx.session.signOut();
      return true;
    },
  },
};
