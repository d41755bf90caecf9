import type { ReactNode } from 'react';
import styled from 'styled-components';
import { above, s, space } from '../../../theme/helpers';
import { useAdminTitle } from './useAdminTitle';

interface AdminPageProps {
  /** The page heading (h1). */
  heading: ReactNode;
  /** The browser tab's title before " - Admin - {podcast}". */
  title: string;
  intro?: ReactNode;
  /** Buttons and links at the right of the heading. */
  actions?: ReactNode;
  children: ReactNode;
}

/** The frame of every admin page: document title, heading row and content width. */
export function AdminPage({ heading, title, intro, actions, children }: AdminPageProps) {
  useAdminTitle(title);
  return (
    <Wrap>
      <Head>
        <div>
          <h1>{heading}</h1>
          {intro && <Intro>{intro}</Intro>}
        </div>
        {actions && <Actions>{actions}</Actions>}
      </Head>
      {children}
    </Wrap>
  );
}

const Wrap = styled.div`
  max-width: ${({ theme }) => theme.maxWidth.page}px;
  margin: 0 auto;
  padding: ${space('lg')} ${space('md')} ${space('xxl')};
  display: grid;
  gap: ${space('lg')};
  ${above('tablet')} {
    padding: ${space('xl')} ${space('lg')} ${space('xxxl')};
  }
`;

const Head = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  justify-content: space-between;
  gap: ${space('md')};
  h1 {
    font-size: ${({ theme }) => theme.fontSize.xxl};
  }
`;

const Intro = styled.p`
  margin-top: ${space('xxs')};
  color: ${s('textSecondary')};
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${space('xs')};
`;
