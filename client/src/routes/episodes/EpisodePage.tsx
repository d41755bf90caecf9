import { useQuery } from '@apollo/client/react';
import type { ReactNode } from 'react';
import { useParams } from 'react-router-dom';
import styled from 'styled-components';
import { isUuidLike } from '@common/slug';
import { episodeNumberIn } from '@common/validation';
import type { EpisodeDetail_EpisodeFragment } from '@generated/graphql';
import { paths } from '../../app/paths';
import { useSession } from '../../app/session';
import { useSite } from '../../app/site';
import { usePageMeta } from '../../lib/document-meta';
import { formatLongDate } from '../../lib/format';
import { above, s, space } from '../../theme/helpers';
import { Badge } from '../../ui/Badge';
import { ButtonAnchor, ButtonLink } from '../../ui/Button';
import { Card } from '../../ui/Card';
import { Container } from '../../ui/Container';
import { ApplePodcastsIcon, ArrowLeftIcon, ClockIcon, SpotifyIcon, SubstackIcon, YouTubeIcon } from '../../ui/icons';
import { Skeleton } from '../../ui/Skeleton';
import { EpisodeByIdDocument, EpisodeByNumberDocument } from './episodes.documents';
import { Transcript } from './Transcript';
import { failureMessage } from '../../lib/request-errors';

/** The route's id: an episode number (the site's links), or an episode's UUID. */
function useEpisode(id: string) {
  const episodeNumber = episodeNumberIn(id);
  const byNumber = episodeNumber !== null;
  const byId = !byNumber && isUuidLike(id);
  const number = useQuery(EpisodeByNumberDocument, { variables: { number: episodeNumber ?? 0 }, skip: !byNumber });
  const uuid = useQuery(EpisodeByIdDocument, { variables: { id }, skip: !byId });
  if (byNumber) return { loading: number.loading, error: number.error, episode: number.data?.episodeByNumber ?? null };
  if (byId) return { loading: uuid.loading, error: uuid.error, episode: uuid.data?.episode ?? null };
  return { loading: false, error: undefined, episode: null };
}

/** SPEC §2 Episode detail. */
export function EpisodePage() {
  const { id = '' } = useParams();
  const site = useSite();
  const { loading, error, episode } = useEpisode(id);

  usePageMeta({
    title: episode ? `${episode.title} - ${site.podcastName}` : `Episode - ${site.podcastName}`,
    description: episode ? `Episode ${episode.number} of the ${site.podcastName}${episode.guest ? ` with ${episode.guest}` : ''}: ${episode.title}` : undefined,
    canonical: episode ? `${site.publicUrl}${paths.episode(episode.number)}` : undefined,
  });

  if (loading) return <EpisodeSkeleton />;
  if (error) {
    return (
      <Container $width="prose">
        <Message title="Episode could not be loaded" text={failureMessage(error)} />
      </Container>
    );
  }
  if (!episode) {
    return (
      <Container $width="prose">
        <Message title="Episode Not Found" text="The episode you're looking for doesn't exist." />
      </Container>
    );
  }
  return <EpisodeDetail episode={episode} />;
}

function EpisodeDetail({ episode }: { episode: EpisodeDetail_EpisodeFragment }) {
  // The dashboard lists the latest episodes only: an administrator edits any other from its page.
  const isAdmin = useSession().user?.isAdmin ?? false;
  const date = formatLongDate(episode.publishedDate);
  const links: { href: string | null | undefined; label: string; icon: ReactNode }[] = [
    { href: episode.youtubeLink, label: 'Watch on Youtube', icon: <YouTubeIcon size={18} /> },
    { href: episode.spotifyLink, label: 'Listen on Spotify', icon: <SpotifyIcon size={18} /> },
    { href: episode.appleLink, label: 'Apple Podcasts', icon: <ApplePodcastsIcon size={18} /> },
    { href: episode.substackLink, label: 'Substack', icon: <SubstackIcon size={18} /> },
  ];
  const available = links.filter((link) => link.href);

  return (
    <Container $width="prose">
      <Article>
        <BackLink to={paths.episodes()}>
          <ArrowLeftIcon size={18} />
          All episodes
        </BackLink>
        <Header>
          <MetaRow>
            <Badge>EP {episode.number}</Badge>
            {date && <time dateTime={episode.publishedDate ?? undefined}>{date}</time>}
            {episode.duration && (
              <span>
                <ClockIcon size={16} />
                <span className="visually-hidden">Duration </span>
                {episode.duration}
              </span>
            )}
          </MetaRow>
          <h1>{episode.title}</h1>
          {episode.guest && <Guest>with {episode.guest}</Guest>}
          {isAdmin && (
            <ButtonLink to={paths.adminEditEpisode(episode.id)} $variant="secondary">
              Edit episode
            </ButtonLink>
          )}
        </Header>
        {available.length > 0 && (
          <Links>
            {available.map((link) => (
              <li key={link.label}>
                <ButtonAnchor href={link.href ?? undefined} target="_blank" rel="noopener noreferrer" $variant="secondary">
                  {link.icon}
                  {link.label}
                </ButtonAnchor>
              </li>
            ))}
          </Links>
        )}
        <section aria-labelledby="transcript-heading">
          <SectionTitle id="transcript-heading">Transcript</SectionTitle>
          {episode.transcriptText?.trim() ? <Transcript text={episode.transcriptText} /> : <Muted>Transcript not available for this episode.</Muted>}
        </section>
      </Article>
    </Container>
  );
}

function Message({ title, text }: { title: string; text: string }) {
  return (
    <Missing>
      <h1>{title}</h1>
      <p>{text}</p>
      <ButtonLink to={paths.episodes()}>Back to Episodes</ButtonLink>
    </Missing>
  );
}

function EpisodeSkeleton() {
  return (
    <Container $width="prose">
      <Article role="status" aria-label="Loading the episode">
        <Skeleton $width="140px" $height="24px" />
        <Skeleton $width="85%" $height="44px" />
        <Skeleton $width="40%" />
        {Array.from({ length: 5 }, (_, i) => (
          <Skeleton key={i} $height="72px" $radius={12} />
        ))}
      </Article>
    </Container>
  );
}

const Article = styled.article`
  display: grid;
  gap: ${space('lg')};
  padding: ${space('lg')} 0 ${space('xl')};
`;

const BackLink = styled(ButtonLink).attrs({ $variant: 'ghost' as const })`
  justify-self: start;
  margin-left: -${space('sm')};
`;

const Header = styled.header`
  display: grid;
  gap: ${space('sm')};
  h1 {
    font-size: ${({ theme }) => theme.fontSize.xxl};
    overflow-wrap: anywhere;
  }
  ${above('tablet')} {
    h1 {
      font-size: ${({ theme }) => theme.fontSize.xxxl};
    }
  }
`;

const MetaRow = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${space('xs')} ${space('md')};
  color: ${s('textSecondary')};
  font-size: ${({ theme }) => theme.fontSize.sm};
  span {
    display: inline-flex;
    align-items: center;
    gap: 6px;
  }
`;

const Guest = styled.p`
  color: ${s('textSecondary')};
  font-size: ${({ theme }) => theme.fontSize.lg};
  overflow-wrap: anywhere;
`;

const Links = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${space('sm')};
  list-style: none;
  margin: 0;
  padding: 0;
`;

const SectionTitle = styled.h2`
  font-size: ${({ theme }) => theme.fontSize.xl};
  padding-bottom: ${space('sm')};
  margin-bottom: ${space('sm')};
  border-bottom: 1px solid ${s('border')};
`;

const Muted = styled.p`
  color: ${s('textSecondary')};
`;

const Missing = styled(Card)`
  display: grid;
  justify-items: start;
  gap: ${space('md')};
  margin: ${space('xxl')} 0;
  h1 {
    font-size: ${({ theme }) => theme.fontSize.xxl};
  }
  p {
    color: ${s('textSecondary')};
  }
`;
