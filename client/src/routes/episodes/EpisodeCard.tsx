import styled from 'styled-components';
import type { EpisodeCard_EpisodeFragment } from '@generated/graphql';
import { paths } from '../../app/paths';
import { formatLongDate } from '../../lib/format';
import { s, space } from '../../theme/helpers';
import { Badge } from '../../ui/Badge';
import { CardLink } from '../../ui/Card';
import { ClockIcon, MicIcon } from '../../ui/icons';

/** SPEC §2 Episodes list: 'EP {number}', long-form date, title, guest and duration. */
export function EpisodeCard({ episode }: { episode: EpisodeCard_EpisodeFragment }) {
  const date = formatLongDate(episode.publishedDate);
  return (
    <Tile to={paths.episode(episode.number)} $interactive>
      <Top>
        <Badge>EP {episode.number}</Badge>
        {date && <time dateTime={episode.publishedDate ?? undefined}>{date}</time>}
      </Top>
      <Title>{episode.title}</Title>
      <Meta>
        {episode.guest && (
          <span>
            <MicIcon size={16} />
            {episode.guest}
          </span>
        )}
        {episode.duration && (
          <span>
            <ClockIcon size={16} />
            <span className="visually-hidden">Duration </span>
            {episode.duration}
          </span>
        )}
      </Meta>
    </Tile>
  );
}

const Tile = styled(CardLink)`
  display: flex;
  flex-direction: column;
  gap: ${space('sm')};
  height: 100%;
`;

const Top = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${space('sm')};
  color: ${s('textSecondary')};
  font-size: ${({ theme }) => theme.fontSize.sm};
`;

const Title = styled.h2`
  font-size: ${({ theme }) => theme.fontSize.lg};
  line-height: ${({ theme }) => theme.lineHeight.normal};
  overflow-wrap: anywhere;
`;

const Meta = styled.div`
  margin-top: auto;
  display: flex;
  flex-wrap: wrap;
  gap: ${space('xs')} ${space('md')};
  color: ${s('textSecondary')};
  font-size: ${({ theme }) => theme.fontSize.sm};
  span {
    display: inline-flex;
    align-items: center;
    gap: 6px;
    min-width: 0;
    overflow-wrap: anywhere;
  }
`;
