import type { Resolvers } from '../../../generated/server.js';
import { nullIfNotFound } from '../../graphql/null-if-not-found.js';
import { parseInput } from '../../parse-input.js';
import { parseAdminList, parseAdminSelection, parsePromptPatch, PublishedListInput, SearchInput } from './prompts.inputs.js';

export const promptsResolvers: Resolvers = {
  Query: {
    prompts: (_, args, ctx) => ctx.services.prompts.listPublished(parseInput(PublishedListInput, args)),
    prompt: (_, { id }, ctx) => nullIfNotFound(ctx.services.prompts.get(id)),
    promptBySlug: (_, { slug }, ctx) => nullIfNotFound(ctx.services.prompts.getBySlug(slug)),
    searchPrompts: (_, args, ctx) => {
      const { query, ...page } = parseInput(SearchInput, args);
      return ctx.services.prompts.search(query, page);
    },
    relatedPrompts: (_, { slug }, ctx) => ctx.services.prompts.related(slug),
    adminPrompts: (_, args, ctx) => ctx.services.promptAdmin.list(ctx.viewer, parseAdminList(ctx.viewer, args)),
    adminPromptCount: (_, args, ctx) => ctx.services.promptAdmin.count(ctx.viewer, parseAdminSelection(ctx.viewer, args)),
    adminPrompt: (_, { id }, ctx) => nullIfNotFound(ctx.services.promptAdmin.get(ctx.viewer, id)),
  },
  Mutation: {
    recordPromptView: (_, { id }, ctx) => ctx.services.prompts.recordView(id, ctx.viewer.ip),
    updatePrompt: (_, { id, input }, ctx) => ctx.services.promptAdmin.update(ctx.viewer, id, parsePromptPatch(ctx.viewer, input)),
    deletePrompt: (_, { id }, ctx) => ctx.services.promptAdmin.delete(ctx.viewer, id),
    deleteAllPrompts: (_, __, ctx) => ctx.services.promptAdmin.deleteAll(ctx.viewer),
  },
  Prompt: {
    response: (prompt, _, ctx) => ctx.services.prompts.responseOf(prompt),
    ipAddress: (prompt, _, ctx) => ctx.services.prompts.ipAddressFor(ctx.viewer, prompt),
  },
  // Stored only when true (common/quote.ts): every other quote's time is exact.
  Quote: {
    estimated: (quote) => quote.estimated === true,
  },
};
