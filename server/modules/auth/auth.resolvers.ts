import type { Resolvers } from '../../../generated/server.js';
import { LoginInput } from '../../../common/validation.js';
import { parseInput } from '../../http/parse-input.js';

export const authResolvers: Resolvers = {
  Query: {
    session: (_, __, ctx) => ctx.services.auth.session(ctx.viewer),
  },
  Mutation: {
    login: async (_, { input }, ctx) => {
      const user = await ctx.services.auth.login(ctx.viewer, parseInput(LoginInput, input));
      ctx.session.signIn(user);
      return user;
    },
    logout: (_, __, ctx) => {
      ctx.session.signOut();
      return true;
    },
  },
};
