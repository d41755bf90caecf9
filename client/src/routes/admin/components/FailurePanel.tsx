import type { ReactNode } from 'react';
import styled from 'styled-components';
import { s, space } from '../../../theme/helpers';

/** A load failure in place of the content: what failed, the detail, and a way on. */
export function FailurePanel({ title, detail, children }: { title: string; detail?: string; children?: ReactNode }) {
  return (
    <Wrap role="alert">
      <strong>{title}</strong>
      {detail && <Detail>{detail}</Detail>}
      {children && <Actions>{children}</Actions>}
    </Wrap>
  );
}

const Wrap = styled.div`
  display: grid;
  gap: ${space('xs')};
  justify-items: start;
  padding: ${space('lg')};
  border: 1px solid ${s('danger')};
  border-radius: ${({ theme }) => theme.radius.md}px;
  background: ${s('dangerSoft')};
  color: ${s('text')};
  strong {
    color: ${s('danger')};
    font-size: ${({ theme }) => theme.fontSize.lg};
  }
`;

const Detail = styled.p`
  color: ${s('textSecondary')};
  overflow-wrap: anywhere;
`;

const Actions = styled.div`
  margin-top: ${space('xs')};
  display: flex;
  flex-wrap: wrap;
  gap: ${space('xs')};
`;
