import { useMutation } from '@apollo/client/react';
import { graphql } from '@generated/gql';
import { dropEpisodeLists } from './episode-cache';

const UpdateEpisodeDocument = graphql(`
  mutation UpdateEpisode($id: UUID!, $input: UpdateEpisodeInput!) {
    updateEpisode(id: $id, input: $input) {
      episode {
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
        videoId
        transcriptText
        updatedAt
      }
      timestampCount
      reindexed
    }
  }
`);

/** Changes an episode's fields; the cached episode updates in place and the lists load afresh (its order may change). */
export function useUpdateEpisodeMutation() {
  return useMutation(UpdateEpisodeDocument, { update: dropEpisodeLists });
}
