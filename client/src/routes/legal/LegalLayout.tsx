import type { ReactNode } from 'react';
import styled from 'styled-components';
import { s, space } from '../../theme/helpers';
import { Container, PageHeading } from '../../ui/Container';
import { Prose } from '../../ui/Markdown';

/** A plain text page (privacy, terms). */
export function LegalLayout({ title, intro, children }: { title: string; intro: string; children: ReactNode }) {
  return (
    <Container $width="prose">
      <PageHeading>
        <h1>{title}</h1>
        <p>{intro}</p>
      </PageHeading>
      <Body>{children}</Body>
    </Container>
  );
}

const Body = styled(Prose)`
  padding-bottom: ${space('xl')};
  h2 {
    scroll-margin-top: 88px;
  }
  h2:focus {
    outline: none;
  }
  p,
  li {
    color: ${s('textSecondary')};
  }
`;
