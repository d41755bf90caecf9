import { NetworkStatus } from '@apollo/client';
import { useQuery } from '@apollo/client/react';
import { useEffect, useEffectEvent, useId, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import styled from 'styled-components';
import { DEFAULT_SEARCH_LIST, MAX_SEARCH_CHARS, SEARCH_DEBOUNCE_MS, VIEW_ALL_PROMPTS_LIMIT } from '@common/limits';
import { paths } from '../../app/paths';
import { useSite } from '../../app/site';
import { usePageMeta } from '../../lib/document-meta';
import { promptResultsFreshness } from '../../lib/query-freshness';
import { useDebouncedValue } from '../../lib/useDebouncedValue';
import { above, s, space } from '../../theme/helpers';
import { Button, ButtonLink } from '../../ui/Button';
import { CardGrid } from '../../ui/Card';
import { Container, PageHeading } from '../../ui/Container';
import { EmptyState } from '../../ui/EmptyState';
import { SearchIcon } from '../../ui/icons';
import { Skeleton } from '../../ui/Skeleton';
import { PromptCard } from './PromptCard';
import { PublishedPromptsDocument, SearchPromptsDocument } from './search.documents';
import { errorCode, failureMessage } from '../../lib/request-errors';

/**
 * SPEC §2 Search: debounced search over answered questions; the newest 50 when the box is
 * empty. The query and View All are kept in the address (`?q=…`, `?view=all`, replacing the
 * entry as they change), so Back from an answer, a refresh or a shared link shows the same
 * results; an address changed from outside (the header's Search link) resets the box.
 */
export function SearchPage() {
  const site = useSite();
  const inputId = useId();
  const [params, setParams] = useSearchParams();
  const addressQuery = params.get('q')?.trim() ?? '';
  const listLimit = params.get('view') === 'all' ? VIEW_ALL_PROMPTS_LIMIT : DEFAULT_SEARCH_LIST;
  const [input, setInput] = useState(addressQuery);
  const query = useDebouncedValue(input.trim(), SEARCH_DEBOUNCE_MS);
  const searching = query !== '';

  // A settled query goes into the address; an address changed from outside goes into the box
  // (each only when it changes: the debounced query lags the box by design).
  const writeAddress = useEffectEvent((settled: string) => {
    if (settled === addressQuery) return;
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (settled === '') next.delete('q');
        else next.set('q', settled);
        return next;
      },
      { replace: true },
    );
  });
  useEffect(() => writeAddress(query), [query]);
  const [addressSeen, setAddressSeen] = useState(addressQuery);
  if (addressQuery !== addressSeen) {
    setAddressSeen(addressQuery);
    if (addressQuery !== query) setInput(addressQuery);
  }

  usePageMeta({
    title: `Search - ${site.podcastName} Q&A`,
    description: `Search the questions visitors have asked about ${site.podcastName} episodes, with answers backed by quotes.`,
    canonical: `${site.publicUrl}${paths.search()}`,
  });

  // Results younger than a minute come from the cache; older ones are shown and refreshed.
  const key = searching ? `search:${query}` : `prompts:${listLimit}`;
  const fetchPolicy = promptResultsFreshness.policy(key);
  const search = useQuery(SearchPromptsDocument, { variables: { query, limit: DEFAULT_SEARCH_LIST }, skip: !searching, fetchPolicy });
  const list = useQuery(PublishedPromptsDocument, { variables: { limit: listLimit }, skip: searching, fetchPolicy });
  const active = searching ? search : list;
  const received = active.data !== undefined && active.networkStatus === NetworkStatus.ready;
  useEffect(() => {
    if (received) promptResultsFreshness.fetched(key);
  }, [received, key]);
  const prompts = searching ? search.data?.searchPrompts : (list.data ?? list.previousData)?.prompts;
  const loadingAll = !searching && list.loading && listLimit === VIEW_ALL_PROMPTS_LIMIT;

  return (
    <Container>
      <PageHeading>
        <h1>Search Prompts</h1>
        <p>Find answers to questions other listeners have already asked.</p>
      </PageHeading>

      <SearchBox role="search">
        <label htmlFor={inputId} className="visually-hidden">
          Search prompts
        </label>
        <SearchIcon size={20} />
        <input
          id={inputId}
          type="search"
          placeholder="Search prompts by topic or keyword..."
          value={input}
          onChange={(e) => setInput(e.target.value)}
          maxLength={MAX_SEARCH_CHARS}
          autoComplete="off"
        />
      </SearchBox>

      {/* The count (or the empty state) is what is announced, not every card again at each query. */}
      <Results aria-busy={active.loading}>
        {active.error ? (
          <EmptyState
            title={searching ? 'Search failed' : 'Failed to fetch prompts'}
            // A search the server refuses (too long) would be refused again: the message says what to change.
            actions={errorCode(active.error) === 'BAD_USER_INPUT' ? undefined : <Button onClick={() => void active.refetch()}>Try again</Button>}
          >
            {failureMessage(active.error)}
          </EmptyState>
        ) : !prompts ? (
          <CardGrid>
            {Array.from({ length: 6 }, (_, i) => (
              <li key={i}>
                <Skeleton $height="132px" $radius={16} />
              </li>
            ))}
          </CardGrid>
        ) : prompts.length === 0 ? (
          searching ? (
            <EmptyState title={`No results found for "${query}".`}>Try a different search term or browse published prompts below.</EmptyState>
          ) : (
            <EmptyState title="No published prompts found." actions={<ButtonLink to={paths.home()}>Ask a question</ButtonLink>}>
              Be the first to ask a question!
            </EmptyState>
          )
        ) : (
          <>
            <Count role="status">
              {searching
                ? `${prompts.length} ${prompts.length === 1 ? 'result' : 'results'} for “${query}”`
                : `${prompts.length} answered ${prompts.length === 1 ? 'question' : 'questions'}`}
            </Count>
            <CardGrid>
              {prompts.map((prompt) => (
                <li key={prompt.id}>
                  <PromptCard prompt={prompt} />
                </li>
              ))}
            </CardGrid>
          </>
        )}
      </Results>

      {(searching ? prompts?.length === 0 : listLimit < VIEW_ALL_PROMPTS_LIMIT || loadingAll) && (
        <More>
          <Button
            $variant="secondary"
            disabled={loadingAll}
            onClick={() => {
              setInput('');
              setParams({ view: 'all' }, { replace: true });
            }}
          >
            {loadingAll ? 'Loading...' : 'View All Prompts'}
          </Button>
        </More>
      )}
    </Container>
  );
}

/* Snug on phones, so that the whole placeholder fits at 390 px; roomier from tablets on. */
const SearchBox = styled.div`
  display: flex;
  align-items: center;
  gap: ${space('xs')};
  padding: 0 ${space('xs')} 0 ${space('sm')};
  border-radius: ${({ theme }) => theme.radius.lg}px;
  border: 2px solid ${s('border')};
  background: ${s('surface')};
  box-shadow: ${({ theme }) => theme.shadow.sm};
  color: ${s('textSecondary')};
  &:focus-within {
    border-color: ${s('primary')};
  }
  input {
    flex: 1;
    min-width: 0;
    min-height: 52px;
    border: 0;
    background: transparent;
    padding: 0;
    font-size: ${({ theme }) => theme.fontSize.md};
    color: ${s('text')};
  }
  ${above('tablet')} {
    gap: ${space('sm')};
    padding: 0 ${space('md')};
    input {
      font-size: ${({ theme }) => theme.fontSize.lg};
    }
  }
  input::placeholder {
    color: ${s('textTertiary')};
  }
  /* Chromium keeps room for the hidden clear button of an empty search field: none while the placeholder shows. */
  input:placeholder-shown::-webkit-search-cancel-button {
    display: none;
  }
  input:focus-visible {
    outline: none;
  }
`;

const Results = styled.div`
  margin-top: ${space('lg')};
  display: grid;
  gap: ${space('md')};
`;

const Count = styled.p`
  color: ${s('textSecondary')};
  font-size: ${({ theme }) => theme.fontSize.sm};
`;

const More = styled.div`
  display: flex;
  justify-content: center;
  margin-top: ${space('xl')};
`;
