import { ApolloProvider } from '@apollo/client/react';
import { Suspense } from 'react';
import { createApolloClient } from './apollo';
import { Layout } from './Layout';
import { SessionProvider } from './session';
import { PageSpinner } from '../ui/PageSpinner';

const client = createApolloClient();

/** Everything but home: Apollo, the session, and the shared header and footer. */
export function AppShell() {
  return (
    <ApolloProvider client={client}>
      <SessionProvider>
        <Suspense fallback={<PageSpinner />}>
          <Layout />
        </Suspense>
      </SessionProvider>
    </ApolloProvider>
  );
}
