import styled from 'styled-components';
import { s } from '../theme/helpers';

interface ProgressBarProps {
  /** 0–100. */
  value: number;
  label: string;
  /** Thin bars (reading progress) vs the default. */
  size?: 'thin' | 'md';
  className?: string;
}

/** An accessible progress bar. */
export function ProgressBar({ value, label, size = 'md', className }: ProgressBarProps) {
  const clamped = Math.max(0, Math.min(100, value));
  return (
    <Track role="progressbar" aria-label={label} aria-valuemin={0} aria-valuemax={100} aria-valuenow={Math.round(clamped)} $size={size} className={className}>
      <Fill style={{ width: `${clamped}%` }} />
    </Track>
  );
}

const Track = styled.div<{ $size: 'thin' | 'md' }>`
  width: 100%;
  height: ${({ $size }) => ($size === 'thin' ? 4 : 10)}px;
  border-radius: ${({ theme }) => theme.radius.pill}px;
  background: ${s('primarySoft')};
  overflow: hidden;
`;

const Fill = styled.div`
  height: 100%;
  border-radius: inherit;
  background: ${s('primary')};
  transition: width 200ms linear;
`;
