import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { RECENT_PROMPTS_SKELETONS } from '@common/limits';
import { paths } from '../../../app/paths';
import { s, space } from '../../../theme/helpers';
import { Skeleton } from '../../../ui/Skeleton';
import { Panel } from '../components/Panel';

interface RecentPrompt {
  id: string;
  text: string;
  viewCount: number;
  isPublished: boolean;
}

const views = (n: number) => `${n.toLocaleString('en-US')} ${n === 1 ? 'view' : 'views'}`;

/** SPEC §2: the latest prompts with their view counts; 5 skeleton rows while loading. */
export function RecentPrompts({ prompts, area }: { prompts: RecentPrompt[] | null; area?: string }) {
  return (
    <Panel title="Recent Prompts" area={area} actions={<Link to={paths.adminPrompts()}>Manage prompts</Link>}>
      {prompts === null ? (
        <List aria-busy="true" aria-label="Loading recent prompts">
          {Array.from({ length: RECENT_PROMPTS_SKELETONS }, (_, i) => (
            <Row key={i}>
              <Skeleton $width="75%" />
              <Skeleton $width="4rem" />
            </Row>
          ))}
        </List>
      ) : prompts.length === 0 ? (
        <Empty>No prompts yet. They appear here once visitors ask questions.</Empty>
      ) : (
        <List>
          {prompts.map((p) => (
            <Row key={p.id}>
              <Text title={p.text}>{p.text}</Text>
              <Meta>
                {views(p.viewCount)}
                {!p.isPublished && <Draft>unpublished</Draft>}
              </Meta>
            </Row>
          ))}
        </List>
      )}
    </Panel>
  );
}

const List = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  grid-template-columns: minmax(0, 1fr);
`;

const Row = styled.li`
  display: flex;
  justify-content: space-between;
  align-items: baseline;
  gap: ${space('sm')};
  min-width: 0;
  padding: ${space('xs')} 0;
  border-bottom: 1px solid ${s('border')};
  &:last-child {
    border-bottom: 0;
  }
`;

/** At most two lines; the full text is in the title tooltip and on the prompts page. */
const Text = styled.span`
  min-width: 0;
  overflow: hidden;
  display: -webkit-box;
  -webkit-box-orient: vertical;
  -webkit-line-clamp: 2;
  line-clamp: 2;
`;

const Meta = styled.span`
  flex-shrink: 0;
  display: grid;
  justify-items: end;
  color: ${s('textSecondary')};
  font-size: ${({ theme }) => theme.fontSize.sm};
  font-variant-numeric: tabular-nums;
`;

const Draft = styled.span`
  color: ${s('textTertiary')};
  font-size: ${({ theme }) => theme.fontSize.xs};
`;

const Empty = styled.p`
  color: ${s('textSecondary')};
`;
