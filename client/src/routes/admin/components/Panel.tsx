import type { ReactNode } from 'react';
import styled from 'styled-components';
import { above, s, space } from '../../../theme/helpers';

interface PanelProps {
  title: string;
  /** Heading level of the title (h2 by default). */
  as?: 'h2' | 'h3';
  /** Links or buttons at the right of the heading. */
  actions?: ReactNode;
  description?: ReactNode;
  children: ReactNode;
  /** Its grid-area name when the page lays panels out in a named grid. */
  area?: string;
}

/** A card-like section of an admin page, with its heading. */
export function Panel({ title, as = 'h2', actions, description, children, area }: PanelProps) {
  return (
    <Section $area={area} aria-label={title}>
      <Head>
        <div>
          <Heading as={as}>{title}</Heading>
          {description && <Description>{description}</Description>}
        </div>
        {actions && <Actions>{actions}</Actions>}
      </Head>
      {children}
    </Section>
  );
}

const Section = styled.section<{ $area?: string }>`
  min-width: 0;
  grid-area: ${({ $area }) => $area ?? 'auto'};
  padding: ${space('md')};
  border: 1px solid ${s('border')};
  border-radius: ${({ theme }) => theme.radius.lg}px;
  background: ${s('surface')};
  box-shadow: ${({ theme }) => theme.shadow.sm};
  ${above('tablet')} {
    padding: ${space('lg')};
  }
`;

const Heading = styled.h2`
  font-size: ${({ theme }) => theme.fontSize.lg};
`;

const Head = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-start;
  justify-content: space-between;
  gap: ${space('sm')};
  margin-bottom: ${space('md')};
`;

const Description = styled.p`
  margin-top: ${space('xxs')};
  color: ${s('textSecondary')};
  font-size: ${({ theme }) => theme.fontSize.sm};
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${space('xs')};
  font-size: ${({ theme }) => theme.fontSize.sm};
`;
