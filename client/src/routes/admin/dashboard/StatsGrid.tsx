import styled from 'styled-components';
import { above, space } from '../../../theme/helpers';
import { StatCard } from '../components/StatCard';

interface Stats {
  requestsToday: number;
  dailyLimit: number;
  promptsTotal: number;
  publishedPrompts: number;
}

const figure = (n: number) => n.toLocaleString('en-US');

/** SPEC §2: the four stat cards; null while loading. */
export function StatsGrid({ stats }: { stats: Stats | null }) {
  return (
    <Grid aria-label="Usage figures">
      <StatCard
        label="Today's Requests"
        value={stats && figure(stats.requestsToday)}
        hint={stats ? `out of ${figure(stats.dailyLimit)} daily limit` : undefined}
      />
      <StatCard label="Total Prompts" value={stats && figure(stats.promptsTotal)} hint="asked so far" />
      <StatCard label="Published Prompts" value={stats && figure(stats.publishedPrompts)} hint="visible in search" />
      <StatCard label="Active Users" value="N/A" hint="not tracked" />
    </Grid>
  );
}

const Grid = styled.dl`
  margin: 0;
  display: grid;
  gap: ${space('sm')};
  grid-template-columns: repeat(2, minmax(0, 1fr));
  ${above('desktop')} {
    grid-template-columns: repeat(4, minmax(0, 1fr));
    gap: ${space('md')};
  }
`;
