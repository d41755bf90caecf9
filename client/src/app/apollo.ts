import { ApolloClient, ApolloLink, HttpLink, InMemoryCache } from '@apollo/client';
import { ErrorLink } from '@apollo/client/link/error';
import { sessionLost } from '../lib/request-errors';

/** One Apollo client for the app: same-origin /graphql with the session cookie. */
export function createApolloClient() {
  const client: ApolloClient = new ApolloClient({
    link: ApolloLink.from([
      // A request refused for its session (it ended in another tab, or expired while the page
      // stayed open) asks the server for the session again: the admin guard then sends an
      // admin page to /admin/login (SPEC §8) after the screen's own failure toast. A login
      // refused for a wrong password says nothing of the session.
      new ErrorLink(({ error, operation }) => {
        if (operation.operationName !== 'Login' && operation.operationName !== 'Session' && sessionLost(error)) {
          void client.refetchQueries({ include: ['Session'] });
        }
      }),
      new HttpLink({ uri: '/graphql', credentials: 'same-origin' }),
    ]),
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
  return client;
}
