import { useMutation, useQuery } from '@apollo/client/react';
import { useState } from 'react';
import styled from 'styled-components';
import { graphql } from '@generated/gql';
import { SEARCH_DEBOUNCE_MS } from '@common/limits';
import { useDebouncedValue } from '../../../lib/useDebouncedValue';
import { s } from '../../../theme/helpers';
import { Button } from '../../../ui/Button';
import { ConfirmDialog } from '../../../ui/ConfirmDialog';
import { TextField } from '../../../ui/Field';
import { Skeleton } from '../../../ui/Skeleton';
import { toast } from '../../../ui/toast';
import { readFailure } from '../../../lib/request-errors';
import { failureToast, UNKNOWN_ERROR } from '../admin-errors';
import { AdminPage } from '../components/AdminPage';
import { DeleteButton } from '../components/DeleteButton';
import { FailurePanel } from '../components/FailurePanel';
import { ListEmpty, ListFilter, ListLoading, ListStatus } from '../components/ListParts';
import { ADMIN_PAGE_SIZE } from '../components/page-range';
import { Pager } from '../components/Pager';
import { Panel } from '../components/Panel';
import { ResponsiveTable } from '../components/ResponsiveTable';
import { useKeepPageInRange, useListPage } from '../components/useListPage';
import { subscribersCsvUrl, subscriberCountLabel } from './subscribers';

const AdminSubscribersDocument = graphql(`
  query AdminSubscribers($search: String, $limit: Int!, $offset: Int!) {
    adminSubscribers(search: $search, limit: $limit, offset: $offset) {
      total
      subscribers {
        id
        email
        firstName
        createdAt
        sourcePage
      }
    }
  }
`);

const DeleteSubscriberDocument = graphql(`
  mutation DeleteSubscriber($id: UUID!) {
    deleteSubscriber(id: $id) {
      id
    }
  }
`);

interface SubscriberRow {
  id: string;
  email: string;
  firstName: string;
  createdAt: string;
  sourcePage?: string | null;
}

const signedUpOn = (iso: string) => new Date(iso).toLocaleDateString('en-US', { year: 'numeric', month: 'short', day: 'numeric' });

/** /admin/subscribers: the newsletter sign-ups kept by the site: count, search, delete and CSV export. */
export function SubscribersPage() {
  const [searchText, setSearchText] = useState('');
  const search = useDebouncedValue(searchText.trim(), SEARCH_DEBOUNCE_MS);
  const page = useListPage(search);
  const { offset } = page;
  const { data, previousData, error, loading, refetch } = useQuery(AdminSubscribersDocument, {
    variables: { search: search || null, limit: ADMIN_PAGE_SIZE, offset },
    fetchPolicy: 'cache-and-network',
  });
  const result = (data ?? previousData)?.adminSubscribers ?? null;
  useKeepPageInRange(page, data?.adminSubscribers.total ?? null);
  const [pending, setPending] = useState<SubscriberRow | null>(null);
  const [deleteSubscriber, { loading: deleting }] = useMutation(DeleteSubscriberDocument, {
    update(cache, { data: deleted }) {
      if (deleted) cache.evict({ id: cache.identify({ __typename: 'Subscriber', id: deleted.deleteSubscriber.id }) });
    },
    refetchQueries: ['AdminSubscribers', 'AdminDashboard'],
  });

  const confirmDelete = async () => {
    if (!pending) return;
    try {
      await deleteSubscriber({ variables: { id: pending.id } });
      toast({ title: 'Subscriber deleted', description: `${pending.email} will get no more newsletters.` });
    } catch (failure) {
      toast(failureToast('Delete failed', failure, 'Failed to delete subscriber.'));
    }
    setPending(null);
  };

  return (
    <AdminPage
      heading="Subscribers"
      title="Subscribers"
      intro="People who signed up for the newsletter on this site."
      actions={
        <Button as="a" href={subscribersCsvUrl(search)} download $variant="secondary">
          Export CSV
        </Button>
      }
    >
      <Panel title="Newsletter subscribers" description={result ? subscriberCountLabel(result.total, search) : undefined}>
        <ListFilter>
          <TextField
            label="Search subscribers"
            type="search"
            placeholder="Search by email or first name"
            value={searchText}
            onChange={(e) => setSearchText(e.target.value)}
          />
          <ListStatus role="status" aria-live="polite">
            {loading && result ? 'Updating…' : ''}
          </ListStatus>
        </ListFilter>
        {error && !data ? (
          <FailurePanel title="Error loading subscribers. Please try again." detail={readFailure(error).message ?? UNKNOWN_ERROR}>
            <Button $variant="secondary" onClick={() => void refetch().catch(() => undefined)}>
              Retry
            </Button>
          </FailurePanel>
        ) : result === null ? (
          <ListLoading aria-busy="true" aria-label="Loading subscribers">
            {Array.from({ length: 5 }, (_, i) => (
              <Skeleton key={i} $height="2.75rem" />
            ))}
          </ListLoading>
        ) : result.subscribers.length === 0 ? (
          <ListEmpty>
            {search ? `No subscribers match "${search}".` : 'No subscribers yet. Sign-ups from the subscribe page and the answer pages appear here.'}
          </ListEmpty>
        ) : (
          <>
            <ResponsiveTable>
              <thead>
                <tr>
                  <th scope="col">Email</th>
                  <th scope="col">First name</th>
                  <th scope="col">Signed up</th>
                  <th scope="col">Page</th>
                  <th scope="col">
                    <span className="visually-hidden">Actions</span>
                  </th>
                </tr>
              </thead>
              <tbody>
                {result.subscribers.map((subscriber) => (
                  <tr key={subscriber.id} data-testid="subscriber-row">
                    <Email data-label="Email">{subscriber.email}</Email>
                    <td data-label="First name">{subscriber.firstName}</td>
                    <Muted data-label="Signed up">
                      <time dateTime={subscriber.createdAt}>{signedUpOn(subscriber.createdAt)}</time>
                    </Muted>
                    <Muted data-label="Page">{subscriber.sourcePage ?? '—'}</Muted>
                    <td>
                      <DeleteButton onClick={() => setPending(subscriber)} aria-label={`Delete subscriber ${subscriber.email}`}>
                        Delete
                      </DeleteButton>
                    </td>
                  </tr>
                ))}
              </tbody>
            </ResponsiveTable>
            <Pager
              label="Subscriber pages"
              offset={offset}
              shown={result.subscribers.length}
              total={result.total}
              pageSize={ADMIN_PAGE_SIZE}
              busy={loading}
              onOffset={page.setOffset}
            />
          </>
        )}
      </Panel>

      <ConfirmDialog
        open={pending !== null}
        title="Delete this subscriber?"
        confirmLabel="Delete subscriber"
        busyLabel="Deleting..."
        busy={deleting}
        destructive
        onConfirm={() => void confirmDelete()}
        onCancel={() => setPending(null)}
      >
        <p>{pending?.email}</p>
        <p>They will be removed from the newsletter list and get no more emails. This cannot be undone.</p>
      </ConfirmDialog>
    </AdminPage>
  );
}

const Email = styled.td`
  font-weight: ${({ theme }) => theme.fontWeight.medium};
  overflow-wrap: anywhere;
`;

const Muted = styled.td`
  color: ${s('textSecondary')};
  overflow-wrap: anywhere;
`;
