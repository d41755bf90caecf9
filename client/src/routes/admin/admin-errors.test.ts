import { CombinedGraphQLErrors, ServerError } from '@apollo/client/errors';
import { describe, expect, it } from 'vitest';
import { UNREACHABLE_MESSAGE } from '../../lib/fetch-failure';
import { AUTH_FAILED_TEXT, EPISODE_FORBIDDEN_TEXT, episodeUpdateFailureToast, failureToast, submitErrors, UNKNOWN_ERROR } from './admin-errors';

const graphQLError = (message: string, extensions: Record<string, unknown>) => new CombinedGraphQLErrors({ data: null, errors: [{ message, extensions }] });
const serverError = (status: number, bodyText: string) =>
  new ServerError(`Response not successful: Received status code ${status}`, { response: new Response(null, { status }), bodyText });
const BAD_GATEWAY_PAGE = '<html><body><h1>502 Bad Gateway</h1></body></html>';
const BAD_GATEWAY_TEXT = 'The server could not complete the request (HTTP 502). Please try again.';

describe('failureToast', () => {
  it("prefers the server's message", () => {
    expect(failureToast('Delete failed', graphQLError('Episode not found.', { code: 'NOT_FOUND' }), 'Failed to delete episode')).toEqual({
      title: 'Delete failed',
      description: 'Episode not found.',
      variant: 'destructive',
    });
  });

  it("prefers the message of a JSON error body to the fallback: it is the server's own", () => {
    const error = serverError(503, JSON.stringify({ message: 'The database is not reachable right now.' }));
    expect(failureToast('Delete failed', error, 'Failed to delete episode').description).toBe('The database is not reachable right now.');
  });

  it('uses the fallback when the server gave no message', () => {
    expect(failureToast('Delete failed', new TypeError('Failed to fetch'), 'Failed to delete episode').description).toBe('Failed to delete episode');
    expect(failureToast('Delete failed', serverError(502, BAD_GATEWAY_PAGE), 'Failed to delete episode').description).toBe('Failed to delete episode');
  });

  it("says what went wrong in plain words without a fallback, never the client library's text", () => {
    expect(failureToast('Failed to add episode', serverError(502, BAD_GATEWAY_PAGE)).description).toBe(BAD_GATEWAY_TEXT);
    expect(failureToast('Failed to add episode', new TypeError('Failed to fetch')).description).toBe(UNREACHABLE_MESSAGE);
  });

  it("says 'An unknown error occurred' for a GraphQL error without a message", () => {
    expect(failureToast('Failed to add episode', graphQLError('', { code: 'INTERNAL_SERVER_ERROR' })).description).toBe(UNKNOWN_ERROR);
  });
});

describe('episodeUpdateFailureToast', () => {
  it('maps 401 and 403 to the SPEC texts', () => {
    expect(episodeUpdateFailureToast(graphQLError('You must be signed in.', { code: 'UNAUTHENTICATED' })).description).toBe(AUTH_FAILED_TEXT);
    expect(episodeUpdateFailureToast(graphQLError('No.', { code: 'FORBIDDEN' })).description).toBe(EPISODE_FORBIDDEN_TEXT);
    expect(episodeUpdateFailureToast(serverError(401, '')).description).toBe(AUTH_FAILED_TEXT);
    expect(episodeUpdateFailureToast(serverError(403, '')).description).toBe(EPISODE_FORBIDDEN_TEXT);
  });

  it("shows other errors' messages", () => {
    expect(episodeUpdateFailureToast(graphQLError('Episode #3 already exists.', { code: 'CONFLICT' }))).toEqual({
      title: 'Update failed',
      description: 'Episode #3 already exists.',
      variant: 'destructive',
    });
    expect(episodeUpdateFailureToast(serverError(502, BAD_GATEWAY_PAGE)).description).toBe(BAD_GATEWAY_TEXT);
  });
});

describe('submitErrors', () => {
  it("keeps only the form's own fields", () => {
    const error = graphQLError('Bad input', { code: 'BAD_USER_INPUT', fields: { slug: 'Taken', other: 'x' } });
    expect(submitErrors(error, ['text', 'slug'])).toEqual({ slug: 'Taken' });
    expect(submitErrors(error, ['text'])).toBeUndefined();
    expect(submitErrors(new TypeError('Failed to fetch'), ['text'])).toBeUndefined();
  });
});
