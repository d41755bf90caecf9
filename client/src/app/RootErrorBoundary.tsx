import { Component, type ErrorInfo, type ReactNode } from 'react';
import styled from 'styled-components';
import { s, space } from '../theme/helpers';

interface State {
  error: Error | null;
}

/**
 * Last line of defence: an unexpected error while rendering a page (or a page's code that
 * failed to load) shows this instead of a blank page.
 */
export class RootErrorBoundary extends Component<{ children: ReactNode }, State> {
  override state: State = { error: null };

  static getDerivedStateFromError(error: Error): State {
    return { error };
  }

  override componentDidCatch(error: Error, info: ErrorInfo): void {
    console.error(error, info.componentStack);
  }

  override render() {
    const { error } = this.state;
    if (!error) return this.props.children;
    return (
      <Wrap role="alert">
        <h1>Something went wrong</h1>
        <p>This page could not be shown. Please reload, or go back to the home page.</p>
        <Detail>{error.message}</Detail>
        <a href="/">Go to the home page</a>
      </Wrap>
    );
  }
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
