import type { Resolvers } from '../../../generated/server.js';
import { parseSubscribe, parseSubscriberList } from './newsletter.inputs.js';

export const newsletterResolvers: Resolvers = {
  Query: {
    adminSubscribers: (_, args, ctx) => ctx.services.newsletter.list(ctx.viewer, parseSubscriberList(ctx.viewer, args)),
  },
  Mutation: {
    subscribeToNewsletter: (_, { input }, ctx) => ctx.services.newsletter.subscribe(ctx.viewer, parseSubscribe(input)),
    deleteSubscriber: (_, { id }, ctx) => ctx.services.newsletter.delete(ctx.viewer, id),
  },
};
