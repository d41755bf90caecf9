import type { ApolloCache } from '@apollo/client';

/** Lists and look-ups that show episodes; dropped after a change so they load afresh. */
export function dropEpisodeLists(cache: ApolloCache) {
  cache.evict({ id: 'ROOT_QUERY', fieldName: 'episodes' });
  cache.evict({ id: 'ROOT_QUERY', fieldName: 'episodeByNumber' });
  cache.gc();
}
