import { graphql } from '@generated/gql';

export const EpisodeCardFragment = graphql(`
  fragment EpisodeCard_episode on Episode {
    id
    number
    title
    guest
    publishedDate
    duration
  }
`);

export const EpisodeListDocument = graphql(`
  query EpisodeList($limit: Int!) {
    episodes(limit: $limit) {
      ...EpisodeCard_episode
    }
  }
`);

export const EpisodeDetailFragment = graphql(`
  fragment EpisodeDetail_episode on Episode {
    id
    number
    title
    guest
    publishedDate
    duration
    youtubeLink
    spotifyLink
    appleLink
    substackLink
    transcriptText
  }
`);

export const EpisodeByNumberDocument = graphql(`
  query EpisodeByNumber($number: Int!) {
    episodeByNumber(number: $number) {
      ...EpisodeDetail_episode
    }
  }
`);

export const EpisodeByIdDocument = graphql(`
  query EpisodeById($id: UUID!) {
    episode(id: $id) {
      ...EpisodeDetail_episode
    }
  }
`);
