import type { ReactNode } from 'react';
import styled from 'styled-components';
import { s, space } from '../../../theme/helpers';
import { Skeleton } from '../../../ui/Skeleton';

interface StatCardProps {
  label: string;
  /** null while loading. */
  value: string | null;
  hint?: ReactNode;
}

/** One dashboard figure: a label, a large value and an optional line below. */
export function StatCard({ label, value, hint }: StatCardProps) {
  return (
    <Card>
      <dt>{label}</dt>
      <dd>
        {value === null ? <Skeleton $width="60%" $height="2rem" /> : <Value>{value}</Value>}
        {hint && <Hint>{hint}</Hint>}
      </dd>
    </Card>
  );
}

const Card = styled.div`
  display: grid;
  gap: ${space('xxs')};
  padding: ${space('md')};
  border: 1px solid ${s('border')};
  border-radius: ${({ theme }) => theme.radius.lg}px;
  background: ${s('surface')};
  box-shadow: ${({ theme }) => theme.shadow.sm};
  min-width: 0;
  dt {
    color: ${s('textSecondary')};
    font-size: ${({ theme }) => theme.fontSize.sm};
    font-weight: ${({ theme }) => theme.fontWeight.medium};
  }
  dd {
    margin: 0;
  }
`;

const Value = styled.span`
  display: block;
  font-size: ${({ theme }) => theme.fontSize.xxl};
  font-weight: ${({ theme }) => theme.fontWeight.bold};
  line-height: ${({ theme }) => theme.lineHeight.tight};
  font-variant-numeric: tabular-nums;
`;

const Hint = styled.span`
  display: block;
  margin-top: ${space('xxs')};
  color: ${s('textTertiary')};
  font-size: ${({ theme }) => theme.fontSize.sm};
`;
