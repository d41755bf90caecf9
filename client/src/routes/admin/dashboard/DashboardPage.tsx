import { NetworkStatus } from '@apollo/client';
import { useQuery } from '@apollo/client/react';
import styled from 'styled-components';
import { graphql } from '@generated/gql';
import { ADMIN_RECENT_EPISODES, RECENT_PROMPTS_SKELETONS } from '@common/limits';
import { above, space } from '../../../theme/helpers';
import { Button } from '../../../ui/Button';
import { AdminPage } from '../components/AdminPage';
import { FailurePanel } from '../components/FailurePanel';
import { Panel } from '../components/Panel';
import { RequestsChart } from '../components/RequestsChart';
import { EpisodesCard } from './EpisodesCard';
import { QuickActions } from './QuickActions';
import { RecentPrompts } from './RecentPrompts';
import { StatsGrid } from './StatsGrid';
import { failureMessage } from '../../../lib/request-errors';

const AdminDashboardDocument = graphql(`
  query AdminDashboard($recentPrompts: Int!, $recentEpisodes: Int!) {
    adminStats {
      requestsToday
      dailyRemaining
      dailyLimit
      promptsTotal
      publishedPrompts
      unpublishedPrompts
      subscribers
      requestsPerDay(days: 30) {
        date
        requests
      }
    }
    recentPrompts: adminPrompts(limit: $recentPrompts) {
      id
      text
      viewCount
      isPublished
    }
    episodes(limit: $recentEpisodes) {
      id
      number
      title
      guest
      publishedDate
    }
  }
`);

/** /admin: figures, the requests chart, recent prompts, quick actions and the latest episodes. */
export function DashboardPage() {
  const { data, error, refetch, networkStatus } = useQuery(AdminDashboardDocument, {
    variables: { recentPrompts: RECENT_PROMPTS_SKELETONS, recentEpisodes: ADMIN_RECENT_EPISODES },
    fetchPolicy: 'cache-and-network',
    notifyOnNetworkStatusChange: true,
  });

  if (error && !data) {
    return (
      <AdminPage heading="Admin Dashboard" title="Dashboard">
        <FailurePanel title="Failed to load the dashboard" detail={failureMessage(error)}>
          <Button $variant="secondary" onClick={() => void refetch().catch(() => undefined)} disabled={networkStatus === NetworkStatus.refetch}>
            Retry
          </Button>
        </FailurePanel>
      </AdminPage>
    );
  }

  const stats = data?.adminStats ?? null;
  return (
    <AdminPage heading="Admin Dashboard" title="Dashboard" intro="Usage, prompts and episodes at a glance.">
      <StatsGrid stats={stats} />
      <Areas>
        <QuickActions area="actions" />
        <RecentPrompts prompts={data?.recentPrompts ?? null} area="recent" />
        <Panel title="Requests per day" description="Questions answered site-wide over the last 30 days." area="chart">
          <RequestsChart days={stats?.requestsPerDay ?? null} />
        </Panel>
        <EpisodesCard episodes={data?.episodes ?? null} area="episodes" />
      </Areas>
    </AdminPage>
  );
}

/**
 * The panels in reading order, which is also the keyboard's: actions and recent prompts,
 * then the chart and the episodes. Phones stack them; desktops put the first two in a
 * narrow column on the left.
 */
const Areas = styled.div`
  display: grid;
  gap: ${space('lg')};
  min-width: 0;
  grid-template-areas: 'actions' 'recent' 'chart' 'episodes';
  ${above('desktop')} {
    grid-template-columns: minmax(0, 1fr) minmax(0, 2fr);
    grid-template-areas:
      'actions chart'
      'recent episodes';
    align-items: start;
  }
`;
