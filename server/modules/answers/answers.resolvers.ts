import type { Resolvers } from '../../../generated/server.js';

export const answersResolvers: Resolvers = {
  Mutation: { ask: (_, { input }, ctx) => ctx.services.answers.ask(ctx.viewer, input) },
  AnswerPayload: { isPublished: (payload, _, ctx) => ctx.services.prompts.isPublished(payload.promptId) },
};
