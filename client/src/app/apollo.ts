import { ApolloClient, HttpLink, InMemoryCache } from '@apollo/client';

/** One Apollo client for the app: same-origin /graphql with the session cookie. */
export function createApolloClient() {
  return new ApolloClient({
    link: new HttpLink({ uri: '/graphql', credentials: 'same-origin' }),
    cache: new InMemoryCache({
      typePolicies: {
        Site: { keyFields: [] },
        Session: { keyFields: [] },
        RateLimitInfo: { keyFields: [] },
        AdminStats: { keyFields: [] },
        Sources: { keyFields: false },
        Quote: { keyFields: false },
      },
    }),
    defaultOptions: {
      watchQuery: { fetchPolicy: 'cache-first', refetchWritePolicy: 'overwrite' },
    },
  });
}
