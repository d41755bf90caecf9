import { Suspense } from 'react';
import { Outlet } from 'react-router-dom';
import styled from 'styled-components';
import { s } from '../theme/helpers';
import { PageSpinner } from '../ui/PageSpinner';
import { SiteFooter } from './SiteFooter';
import { SiteHeader } from './SiteHeader';

/** Shared header and footer around every page but home. */
export function Layout() {
  return (
    <Frame>
      <SkipLink href="#main">Skip to content</SkipLink>
      <SiteHeader />
      <Main id="main" tabIndex={-1}>
        <Suspense fallback={<PageSpinner />}>
          <Outlet />
        </Suspense>
      </Main>
      <SiteFooter />
    </Frame>
  );
}

const Frame = styled.div`
  display: flex;
  flex-direction: column;
  min-height: 100vh;
`;

const Main = styled.main`
  flex: 1;
  width: 100%;
  &:focus {
    outline: none;
  }
`;

export const SkipLink = styled.a`
  position: absolute;
  left: 8px;
  top: -48px;
  z-index: 100;
  padding: 8px 14px;
  border-radius: ${({ theme }) => theme.radius.md}px;
  background: ${s('primary')};
  color: ${s('onPrimary')};
  font-weight: ${({ theme }) => theme.fontWeight.semibold};
  &:focus {
    top: 8px;
  }
`;
