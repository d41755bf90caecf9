import { useMutation } from '@apollo/client/react';
import { graphql } from '@generated/gql';
import { dropEpisodeLists } from './episode-cache';

const CreateEpisodeDocument = graphql(`
  mutation CreateEpisode($input: CreateEpisodeInput!) {
    createEpisode(input: $input) {
      episode {
        id
        number
        title
        guest
        publishedDate
      }
      timestampCount
      reindexed
    }
  }
`);

/** Adds an episode; episode lists (dashboard, /episodes) load afresh. */
export function useCreateEpisodeMutation() {
  return useMutation(CreateEpisodeDocument, { update: dropEpisodeLists });
}
