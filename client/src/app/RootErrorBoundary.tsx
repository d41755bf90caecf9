import { isRouteErrorResponse, useRouteError } from 'react-router-dom';
import styled from 'styled-components';
import { s, space } from '../theme/helpers';

/** Last line of defence: an unexpected error in a route renders this instead of a blank page. */
export function RootErrorBoundary() {
  const error = useRouteError();
  const detail = isRouteErrorResponse(error) ? `${error.status} ${error.statusText}` : error instanceof Error ? error.message : null;
  return (
    <Wrap role="alert">
      <h1>Something went wrong</h1>
      <p>This page could not be shown. Please reload, or go back to the home page.</p>
      {detail && <Detail>{detail}</Detail>}
      <a href="/">Go to the home page</a>
    </Wrap>
  );
}

const Wrap = styled.main`
  max-width: 560px;
  margin: 15vh auto;
  padding: ${space('lg')};
  display: grid;
  gap: ${space('md')};
`;

const Detail = styled.code`
  color: ${s('textSecondary')};
  font-size: ${({ theme }) => theme.fontSize.sm};
`;
