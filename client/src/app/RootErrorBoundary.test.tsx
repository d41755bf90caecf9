import { render, screen } from '@testing-library/react';
import { ThemeProvider } from 'styled-components';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { theme } from '../theme/theme';
import { RootErrorBoundary } from './RootErrorBoundary';

function Broken(): never {
  throw new Error('The page failed to load.');
}

describe('RootErrorBoundary', () => {
  afterEach(() => vi.restoreAllMocks());

  it('shows the page while nothing fails', () => {
    render(
      <ThemeProvider theme={theme}>
        <RootErrorBoundary>
          <p>Page content</p>
        </RootErrorBoundary>
      </ThemeProvider>,
    );
    expect(screen.getByText('Page content')).toBeTruthy();
  });

  it('replaces a page that fails to render with a message and a way home', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    render(
      <ThemeProvider theme={theme}>
        <RootErrorBoundary>
          <Broken />
        </RootErrorBoundary>
      </ThemeProvider>,
    );
    expect(screen.getByRole('alert').textContent).toContain('Something went wrong');
    expect(screen.getByText('The page failed to load.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Go to the home page' }).getAttribute('href')).toBe('/');
  });
});
