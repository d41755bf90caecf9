import { act, cleanup, render, screen } from '@testing-library/react';
import { ThemeProvider } from 'styled-components';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { stubMatchMedia } from '../lib/match-media.test-support';
import { theme } from '../theme/theme';
import { toast, Toaster } from './toast';

describe('toasts', () => {
  beforeAll(stubMatchMedia);
  afterAll(() => vi.unstubAllGlobals());

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
