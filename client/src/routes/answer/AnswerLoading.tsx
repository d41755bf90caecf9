import { useEffect, useState } from 'react';
import styled, { keyframes } from 'styled-components';
import { PROGRESS_MAX_TICKS, PROGRESS_TICK_MS } from '@common/limits';
import { paths } from '../../app/paths';
import { estimateProgress } from '../../lib/progress';
import { pickStory, stepIndexAt } from '../../lib/step-stories';
import { s, space } from '../../theme/helpers';
import { Card } from '../../ui/Card';
import { Container } from '../../ui/Container';
import { ProgressBar } from '../../ui/ProgressBar';
import { Eyebrow } from '../../ui/Eyebrow';

/** SPEC §2, §4: estimated progress, a rotating step from one of five stories, and the subscribe link. */
export function AnswerLoading({ question, done }: { question: string; done: boolean }) {
  const [story] = useState(() => pickStory());
  const [ticks, setTicks] = useState(0);

  useEffect(() => {
    if (done || ticks >= PROGRESS_MAX_TICKS) return;
    const timer = window.setTimeout(() => setTicks((n) => n + 1), PROGRESS_TICK_MS);
    return () => window.clearTimeout(timer);
  }, [ticks, done]);

  const estimate = estimateProgress(ticks, done);
  const step = story.steps[stepIndexAt(ticks * PROGRESS_TICK_MS, story.steps.length)];
  const status = done
    ? 'Done!'
    : estimate.calculating
      ? 'Calculating...'
      : estimate.secondsLeft > 0
        ? `About ${estimate.secondsLeft} seconds left`
        : 'Almost there...';

  return (
    <Container $width="narrow">
      <Panel aria-busy={!done}>
        <Eyebrow>Finding your answer</Eyebrow>
        <Question>{question}</Question>
        <ProgressBar value={estimate.percent} label="Answer progress" />
        <Figures>
          <span data-testid="progress-percent">{estimate.percent}%</span>
          <span>{status}</span>
        </Figures>
        <Step role="status" aria-live="polite">
          <Dot aria-hidden="true" />
          <span data-testid="loading-step">{step}</span>
        </Step>
        <Aside>
          Good answers take up to a minute. Meanwhile,{' '}
          <a href={paths.subscribe()} target="_blank" rel="noopener noreferrer">
            get new weekly episodes
          </a>{' '}
          in your inbox (opens in a new tab).
        </Aside>
      </Panel>
    </Container>
  );
}

const Panel = styled(Card)`
  display: grid;
  gap: ${space('md')};
  margin: ${space('xxl')} 0;
`;

const Question = styled.h1`
  font-size: ${({ theme }) => theme.fontSize.xl};
  overflow-wrap: anywhere;
`;

const Figures = styled.div`
  display: flex;
  justify-content: space-between;
  gap: ${space('sm')};
  color: ${s('textSecondary')};
  font-size: ${({ theme }) => theme.fontSize.sm};
  font-variant-numeric: tabular-nums;
`;

const pulse = keyframes`
  0%, 100% { transform: scale(0.8); opacity: 0.6; }
  50% { transform: scale(1); opacity: 1; }
`;

const Step = styled.p`
  display: flex;
  align-items: center;
  gap: ${space('sm')};
  min-height: 48px;
  padding: ${space('sm')} ${space('md')};
  border-radius: ${({ theme }) => theme.radius.md}px;
  background: ${s('surfaceMuted')};
  font-weight: ${({ theme }) => theme.fontWeight.medium};
`;

const Dot = styled.span`
  flex-shrink: 0;
  width: 10px;
  height: 10px;
  border-radius: 50%;
  background: ${s('accent')};
  animation: ${pulse} 1.2s ease-in-out infinite;
`;

const Aside = styled.p`
  color: ${s('textSecondary')};
  font-size: ${({ theme }) => theme.fontSize.sm};
`;
