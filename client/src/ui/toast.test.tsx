import { act, cleanup, render, screen } from '@testing-library/react';
import { ThemeProvider } from 'styled-components';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { theme } from '../theme/theme';
import { toast, Toaster } from './toast';

describe('toasts', () => {
  beforeAll(() => {
    // jsdom has no matchMedia; the toaster asks it about reduced motion.
    if (typeof window.matchMedia !== 'function') {
      const noop = () => undefined;
      const matchMedia = (media: string) =>
        ({
          matches: false,
          media,
          onchange: null,
          addEventListener: noop,
          removeEventListener: noop,
          addListener: noop,
          removeListener: noop,
          dispatchEvent: () => false,
        }) as unknown as MediaQueryList;
      Object.defineProperty(window, 'matchMedia', { value: matchMedia, configurable: true });
    }
  });

  afterEach(() => {
    act(() => toast.dismiss());
    cleanup();
  });

  it('appear in a live region that is on the page before them; a failure is an alert', () => {
    render(
      <ThemeProvider theme={theme}>
        <Toaster />
      </ThemeProvider>,
    );
    const region = screen.getByRole('region', { name: 'Notifications (F8)' });
    expect(region.getAttribute('aria-live')).toBe('polite');
    act(() => toast({ title: 'Prompt published', description: 'It now appears in search and suggestions.' }));
    expect(region.textContent).toContain('Prompt published');
    expect(screen.queryByRole('alert')).toBeNull();
    act(() => toast({ title: 'Update failed', description: 'Failed to update prompt status.', variant: 'destructive' }));
    expect(screen.getByRole('alert').textContent).toContain('Update failed');
  });
});
