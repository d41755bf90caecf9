import { Suspense } from 'react';
import { Outlet } from 'react-router-dom';
import styled from 'styled-components';
import { PageSpinner } from '../ui/PageSpinner';
import { SkipLink } from '../ui/SkipLink';
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
