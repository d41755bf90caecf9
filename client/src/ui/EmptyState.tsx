import type { ReactNode } from 'react';
import styled from 'styled-components';
import { s, space } from '../theme/helpers';

interface EmptyStateProps {
  title: ReactNode;
  children?: ReactNode;
  /** Buttons or links under the text. */
  actions?: ReactNode;
  icon?: ReactNode;
}

/** What a list shows when it has nothing to show. */
export function EmptyState({ title, children, actions, icon }: EmptyStateProps) {
  return (
    <Wrap role="status">
      {icon && <Icon aria-hidden="true">{icon}</Icon>}
      <Title>{title}</Title>
      {children && <Text>{children}</Text>}
      {actions && <Actions>{actions}</Actions>}
    </Wrap>
  );
}

const Wrap = styled.div`
  display: grid;
  justify-items: center;
  gap: ${space('xs')};
  padding: ${space('xxl')} ${space('lg')};
  text-align: center;
  border: 1px dashed ${s('borderStrong')};
  border-radius: ${({ theme }) => theme.radius.lg}px;
  background: ${s('surface')};
`;

const Icon = styled.div`
  color: ${s('primary')};
  margin-bottom: ${space('xs')};
  svg {
    width: 36px;
    height: 36px;
  }
`;

// Titles may quote what a visitor typed ("No results found for …"): a long word wraps, never widens the page.
const Title = styled.p`
  max-width: 100%;
  overflow-wrap: anywhere;
  font-size: ${({ theme }) => theme.fontSize.lg};
  font-weight: ${({ theme }) => theme.fontWeight.semibold};
`;

const Text = styled.div`
  color: ${s('textSecondary')};
  max-width: 46ch;
`;

const Actions = styled.div`
  margin-top: ${space('sm')};
  display: flex;
  flex-wrap: wrap;
  justify-content: center;
  gap: ${space('sm')};
`;
