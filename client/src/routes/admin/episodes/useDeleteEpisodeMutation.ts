import { useMutation } from '@apollo/client/react';
import { graphql } from '@generated/gql';
import { dropEpisodeLists } from './episode-cache';

const DeleteEpisodeDocument = graphql(`
  mutation DeleteEpisode($id: UUID!) {
    deleteEpisode(id: $id) {
      id
      number
    }
  }
`);

/** Deletes an episode (and its search passages on the server); the dashboard reloads its list. */
export function useDeleteEpisodeMutation() {
  return useMutation(DeleteEpisodeDocument, {
    update(cache, { data }) {
      if (data) cache.evict({ id: cache.identify({ __typename: 'Episode', id: data.deleteEpisode.id }) });
      dropEpisodeLists(cache);
    },
    refetchQueries: ['AdminDashboard'],
  });
}
