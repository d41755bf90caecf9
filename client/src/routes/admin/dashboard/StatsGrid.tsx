import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { paths } from '../../../app/paths';
import { above, space } from '../../../theme/helpers';
import { StatCard } from '../components/StatCard';

interface Stats {
  requestsToday: number;
  dailyLimit: number;
  dailyRemaining: number;
  promptsTotal: number;
  publishedPrompts: number;
  unpublishedPrompts: number;
  subscribers: number;
}

const figure = (n: number) => n.toLocaleString('en-US');

/** An administrator reset the rate limits today: more is left than the requests counted leave. */
const resetSince = (stats: Stats) => stats.dailyRemaining > Math.max(0, stats.dailyLimit - stats.requestsToday);

/** SPEC §2's four stat cards, with the answers waiting to be published, and the newsletter subscribers; null while loading. */
export function StatsGrid({ stats }: { stats: Stats | null }) {
  return (
    <Grid aria-label="Usage figures">
      <StatCard
        label="Today's Requests"
        value={stats && figure(stats.requestsToday)}
        hint={
          stats
            ? `out of ${figure(stats.dailyLimit)} daily limit, ${figure(stats.dailyRemaining)} left${resetSince(stats) ? ' since the last reset' : ''}`
            : undefined
        }
      />
      <StatCard label="Total Prompts" value={stats && figure(stats.promptsTotal)} hint="asked so far" />
      <StatCard
        label="Published Prompts"
        value={stats && figure(stats.publishedPrompts)}
        hint={
          stats === null ? undefined : stats.unpublishedPrompts > 0 ? (
            <Link to={paths.adminPrompts('unpublished')}>{figure(stats.unpublishedPrompts)} waiting to be published</Link>
          ) : (
            'none waiting to be published'
          )
        }
      />
      <StatCard label="Active Users" value="N/A" hint="not tracked" />
      <StatCard label="Subscribers" value={stats && figure(stats.subscribers)} hint={<Link to={paths.adminSubscribers()}>newsletter sign-ups</Link>} />
    </Grid>
  );
}

const Grid = styled.dl`
  margin: 0;
  display: grid;
  gap: ${space('sm')};
  grid-template-columns: repeat(2, minmax(0, 1fr));
  > :last-child:nth-child(odd) {
    grid-column: 1 / -1;
  }
  ${above('desktop')} {
    grid-template-columns: repeat(5, minmax(0, 1fr));
    > :last-child:nth-child(odd) {
      grid-column: auto;
    }
    gap: ${space('md')};
  }
`;
