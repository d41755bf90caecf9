import { useQuery } from '@apollo/client/react';
import { useEffect, useRef } from 'react';
import { useSearchParams } from 'react-router-dom';
import styled from 'styled-components';
import { EPISODES_PAGE_SIZE, MAX_PAGE_SIZE } from '@common/limits';
import { paths } from '../../app/paths';
import { useSite } from '../../app/site';
import { usePageMeta } from '../../lib/document-meta';
import { space } from '../../theme/helpers';
import { Button } from '../../ui/Button';
import { CardGrid } from '../../ui/Card';
import { Container, PageHeading } from '../../ui/Container';
import { EmptyState } from '../../ui/EmptyState';
import { Skeleton } from '../../ui/Skeleton';
import { EpisodeCard } from './EpisodeCard';
import { EpisodeListDocument } from './episodes.documents';
import { failureMessage } from '../../lib/request-errors';

/** How many episodes the address asks to show (`?shown=18`): 9 by default, at most a page of the API. */
function shownIn(value: string | null): number {
  const shown = Number(value ?? '');
  return Number.isInteger(shown) && shown > EPISODES_PAGE_SIZE ? Math.min(shown, MAX_PAGE_SIZE) : EPISODES_PAGE_SIZE;
}

/**
 * SPEC §2 Episodes list: 9 at a time, 'Load More Episodes' adds 9. How many are shown is
 * kept in the address (`?shown=18`, replacing the entry), so Back from an episode or a
 * refresh shows as many again. The cards it adds take the keyboard's focus.
 */
export function EpisodesPage() {
  const site = useSite();
  const [params, setParams] = useSearchParams();
  const limit = shownIn(params.get('shown'));
  const { data, previousData, loading, error, refetch } = useQuery(EpisodeListDocument, { variables: { limit } });
  const episodes = (data ?? previousData)?.episodes;
  const grid = useRef<HTMLUListElement>(null);
  // Once 'Load More Episodes' has loaded, the keyboard's focus moves to the first card it added
  // (the last card when none came): the new cards sit before the button, which may be gone.
  const focusFrom = useRef<number | null>(null);
  const loaded = data?.episodes;
  useEffect(() => {
    if (focusFrom.current === null || !loaded) return;
    grid.current?.children[Math.min(focusFrom.current, loaded.length - 1)]?.querySelector('a')?.focus();
    focusFrom.current = null;
  }, [loaded]);

  usePageMeta({
    title: `Episodes - ${site.podcastName} Q&A`,
    description: `Every episode of the ${site.podcastName}, with guests, transcripts and listening links.`,
    canonical: `${site.publicUrl}${paths.episodes()}`,
  });

  return (
    <Container>
      <PageHeading>
        <h1>All Episodes</h1>
        <p>Browse all episodes of the {site.podcastName}.</p>
      </PageHeading>
      {error && !episodes ? (
        <EmptyState title="Episodes could not be loaded" actions={<Button onClick={() => void refetch()}>Try again</Button>}>
          {failureMessage(error)}
        </EmptyState>
      ) : !episodes ? (
        <CardGrid aria-busy="true" aria-label="Loading episodes">
          {Array.from({ length: EPISODES_PAGE_SIZE }, (_, i) => (
            <li key={i}>
              <Skeleton $height="168px" $radius={16} />
            </li>
          ))}
        </CardGrid>
      ) : episodes.length === 0 ? (
        <EmptyState title="No episodes available." />
      ) : (
        <>
          <CardGrid ref={grid}>
            {episodes.map((episode) => (
              <li key={episode.id}>
                <EpisodeCard episode={episode} />
              </li>
            ))}
          </CardGrid>
          {(loading || episodes.length >= limit) && limit < MAX_PAGE_SIZE && (
            <More>
              <Button
                $variant="secondary"
                $size="lg"
                $softDisabled={loading}
                aria-busy={loading}
                onClick={() => {
                  focusFrom.current = episodes.length;
                  setParams({ shown: String(Math.min(limit + EPISODES_PAGE_SIZE, MAX_PAGE_SIZE)) }, { replace: true });
                }}
              >
                Load More Episodes
              </Button>
            </More>
          )}
        </>
      )}
    </Container>
  );
}

const More = styled.div`
  display: flex;
  justify-content: center;
  margin-top: ${space('xl')};
`;
