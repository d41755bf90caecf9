import fs from 'node:fs';
import { makeExecutableSchema } from '@graphql-tools/schema';
import { DateResolver, DateTimeResolver, URLResolver, UUIDResolver } from 'graphql-scalars';
import type { Resolvers } from '../../generated/server.js';
import { adminResolvers } from '../modules/admin/admin.resolvers.js';
import { answersResolvers } from '../modules/answers/answers.resolvers.js';
import { authResolvers } from '../modules/auth/auth.resolvers.js';
import { episodesResolvers } from '../modules/episodes/episodes.resolvers.js';
import { newsletterResolvers } from '../modules/newsletter/newsletter.resolvers.js';
import { promptsResolvers } from '../modules/prompts/prompts.resolvers.js';
import { rateLimitResolvers } from '../modules/ratelimit/ratelimit.resolvers.js';
import { siteResolvers } from '../modules/site/site.resolvers.js';
import { statsResolvers } from '../modules/stats/stats.resolvers.js';

const typeDefs = fs.readFileSync(new URL('../../schema.graphql', import.meta.url), 'utf8');

const scalarResolvers: Resolvers = {
  DateTime: DateTimeResolver,
  Date: DateResolver,
  UUID: UUIDResolver,
  URL: URLResolver,
};

/** schema.graphql with every module's resolvers. */
export function createSchema() {
  return makeExecutableSchema({
    typeDefs,
    resolvers: [
      scalarResolvers,
      siteResolvers,
      authResolvers,
      episodesResolvers,
      promptsResolvers,
      rateLimitResolvers,
      statsResolvers,
      adminResolvers,
      answersResolvers,
      newsletterResolvers,
    ],
    inheritResolversFromInterfaces: true,
  });
}
