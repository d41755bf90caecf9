import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import type { Quote } from '@common/quote';
import { useSite } from '../../app/site';
import { isRemovedEpisode, sourceLinks } from '../../lib/source-links';
import { s, space } from '../../theme/helpers';
import { PlayIcon, ReadIcon, TranscriptIcon } from '../../ui/icons';
import { useAnswerSources } from './answer-context';

/**
 * A quote's episode links: the video at the quote, the newsletter post, the transcript
 * paragraph. None for an episode deleted since the answer was written: its pages are gone.
 */
export function SourceLinks({ quote }: { quote: Quote }) {
  const { episodes } = useAnswerSources();
  const { placeholderVideoUrl } = useSite();
  if (episodes === null) return <Note role="status">Loading links...</Note>;
  if (isRemovedEpisode(episodes, quote.episode)) return <Note>Episode {quote.episode} is no longer in the archive, so this quote has no links.</Note>;
  const links = sourceLinks(quote, episodes.byNumber.get(quote.episode), placeholderVideoUrl);
  return (
    <Row>
      <li>
        <a
          href={links.videoUrl}
          target="_blank"
          rel="noopener noreferrer"
          data-testid="video-link"
          title={links.isPlaceholderVideo ? 'This episode has no video yet: a placeholder video plays at the same second.' : undefined}
        >
          <PlayIcon size={14} />
          {links.isPlaceholderVideo ? 'Placeholder video' : 'Watch'}{' '}
          <Hidden>
            {links.isPlaceholderVideo ? 'of ' : ''}episode {quote.episode}
          </Hidden>{' '}
          at {links.timestamp}
          <NewTab />
        </a>
      </li>
      {links.newsletterUrl && (
        <li>
          <a href={links.newsletterUrl} target="_blank" rel="noopener noreferrer">
            <ReadIcon size={14} />
            Read <Hidden>episode {quote.episode}</Hidden> on Substack
            <NewTab />
          </a>
        </li>
      )}
      <li>
        <Link to={links.transcriptPath} data-testid="transcript-link">
          <TranscriptIcon size={14} />
          Transcript <Hidden>of episode {quote.episode}</Hidden> at {links.timestamp}
        </Link>
      </li>
    </Row>
  );
}

/**
 * Said to screen readers only: which episode a link opens ("Watch episode 5 at 07:48"). Beside
 * its quote a link needs no more, but a screen reader's list of links shows it alone.
 */
const Hidden = ({ children }: { children: ReactNode }) => <span className="visually-hidden">{children}</span>;

/** Said to screen readers only: the link leaves the answer open in this tab. */
const NewTab = () => <span className="visually-hidden"> (opens in a new tab)</span>;

const Note = styled.p`
  color: ${s('textSecondary')};
  font-size: ${({ theme }) => theme.fontSize.sm};
`;

const Row = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${space('xs')};
  list-style: none;
  /* Inside rendered markdown too, where lists are indented. */
  && {
    margin: 0;
    padding: 0;
  }
  && > li {
    margin: 0;
  }
  a {
    display: inline-flex;
    align-items: center;
    gap: 6px;
    min-height: 32px;
    padding: 4px 12px;
    border-radius: ${({ theme }) => theme.radius.pill}px;
    border: 1px solid ${s('border')};
    background: ${s('surface')};
    color: ${s('primary')};
    font-size: ${({ theme }) => theme.fontSize.sm};
    font-weight: ${({ theme }) => theme.fontWeight.medium};
    text-decoration: none;
  }
  a:hover {
    border-color: ${s('primary')};
    background: ${s('primarySoft')};
  }
`;
