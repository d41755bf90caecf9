import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { paths } from '../../../app/paths';
import { space } from '../../../theme/helpers';
import { Button } from '../../../ui/Button';
import { ReindexButton } from '../actions/ReindexButton';
import { ResetRateLimitsButton } from '../actions/ResetRateLimitsButton';
import { Panel } from '../components/Panel';

/**
 * SPEC §2 Quick Actions. 'Manage Database' is the placeholder the SPEC asks for: it
 * opens the API explorer at /graphql (Apollo Sandbox outside production) in a new tab.
 */
export function QuickActions({ area }: { area?: string }) {
  return (
    <Panel title="Quick Actions" area={area}>
      <Grid>
        <Button as={Link} to={paths.adminPrompts()} $variant="primary" $block>
          Review Prompts
        </Button>
        <Button as={Link} to={paths.adminAddEpisode()} $variant="secondary" $block>
          Add Episode
        </Button>
        <Button as="a" href="/graphql" target="_blank" rel="noopener noreferrer" $variant="secondary" $block>
          Manage Database
          <span className="visually-hidden"> (opens the API explorer in a new tab)</span>
        </Button>
        <ResetRateLimitsButton block />
        <ReindexButton block />
      </Grid>
    </Panel>
  );
}

const Grid = styled.div`
  display: grid;
  gap: ${space('xs')};
`;
