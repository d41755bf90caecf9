import type { Resolvers } from '../../../generated/server.js';
import { parsePage } from '../../paging.js';
import { parseEpisodeInput, parseEpisodePatch } from './episodes.inputs.js';

export const episodesResolvers: Resolvers = {
  Query: {
    episodes: (_, { limit, offset }, ctx) => ctx.services.episodes.list(parsePage({ limit, offset })),
    episode: (_, { id }, ctx) => ctx.services.episodes.get(id),
    episodeByNumber: (_, { number }, ctx) => ctx.services.episodes.getByNumber(number),
  },
  Mutation: {
    createEpisode: (_, { input }, ctx) => ctx.services.episodes.create(ctx.viewer, parseEpisodeInput(ctx.viewer, input)),
    updateEpisode: (_, { id, input }, ctx) => ctx.services.episodes.update(ctx.viewer, id, parseEpisodePatch(ctx.viewer, input)),
    deleteEpisode: (_, { id }, ctx) => ctx.services.episodes.delete(ctx.viewer, id),
  },
  Episode: {
    videoId: (episode, _, ctx) => ctx.services.episodes.videoId(episode),
    transcriptText: (episode, _, ctx) => ctx.services.episodes.transcript(episode),
  },
};
