import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { ThemeProvider } from 'styled-components';
import { afterEach, describe, expect, it } from 'vitest';
import { serverFailureMessage, UNREACHABLE_MESSAGE } from '../../lib/fetch-failure';
import { GraphQLRequestError } from '../../lib/graphql-fetch';
import { theme } from '../../theme/theme';
import { DemoReset } from './DemoReset';

/** The alert DemoReset shows when its reset fails with `failure`. */
async function refusalFor(failure: Error): Promise<string | null> {
  render(
    <ThemeProvider theme={theme}>
      <DemoReset onReset={() => Promise.reject(failure)} />
    </ThemeProvider>,
  );
  fireEvent.click(screen.getByRole('button', { name: 'Reset Rate Limit' }));
  return (await screen.findByRole('alert')).textContent;
}

describe('DemoReset', () => {
  afterEach(cleanup);

  it("shows the server's reason for refusing the reset", async () => {
    expect(await refusalFor(new GraphQLRequestError('No demo resets are left today.', 429, 'RATE_LIMITED'))).toBe('No demo resets are left today.');
  });

  it("says what went wrong in plain words when the server gave no reason, never the browser's text", async () => {
    expect(await refusalFor(new GraphQLRequestError('502: Bad Gateway', 502, undefined, '<html>Bad Gateway</html>'))).toBe(serverFailureMessage(502));
    cleanup();
    expect(await refusalFor(new TypeError('Failed to fetch'))).toBe(UNREACHABLE_MESSAGE);
  });
});
