import { CombinedGraphQLErrors } from '@apollo/client/errors';
import { describe, expect, it } from 'vitest';
import { AUTH_FAILED_TEXT, EPISODE_FORBIDDEN_TEXT, episodeUpdateFailureToast, failureToast, readFailure, submitErrors, UNKNOWN_ERROR } from './admin-errors';

const graphQLError = (message: string, extensions: Record<string, unknown>) => new CombinedGraphQLErrors({ data: null, errors: [{ message, extensions }] });

describe('readFailure', () => {
  it('reads the code, message and field errors of a GraphQL error', () => {
    const error = graphQLError('That slug is already used by another prompt.', { code: 'CONFLICT', fields: { slug: 'Taken' } });
    expect(readFailure(error)).toEqual({
      code: 'CONFLICT',
      message: 'That slug is already used by another prompt.',
      fields: { slug: 'Taken' },
      network: false,
    });
  });

  it('treats anything else as a network failure', () => {
    expect(readFailure(new TypeError('Failed to fetch'))).toEqual({ network: true, message: 'Failed to fetch' });
    expect(readFailure('weird')).toEqual({ network: true, message: undefined });
  });
});

describe('failureToast', () => {
  it("prefers the server's message", () => {
    expect(failureToast('Delete failed', graphQLError('Episode not found.', { code: 'NOT_FOUND' }), 'Failed to delete episode')).toEqual({
      title: 'Delete failed',
      description: 'Episode not found.',
      variant: 'destructive',
    });
  });

  it('uses the fallback when the server did not answer', () => {
    expect(failureToast('Delete failed', new TypeError('Failed to fetch'), 'Failed to delete episode').description).toBe('Failed to delete episode');
  });

  it("shows the error's own message, or 'An unknown error occurred', without a fallback", () => {
    expect(failureToast('Failed to add episode', new TypeError('Failed to fetch')).description).toBe('Failed to fetch');
    expect(failureToast('Failed to add episode', {}).description).toBe(UNKNOWN_ERROR);
  });
});

describe('episodeUpdateFailureToast', () => {
  it('maps 401 and 403 to the SPEC texts', () => {
    expect(episodeUpdateFailureToast(graphQLError('You must be signed in.', { code: 'UNAUTHENTICATED' })).description).toBe(AUTH_FAILED_TEXT);
    expect(episodeUpdateFailureToast(graphQLError('No.', { code: 'FORBIDDEN' })).description).toBe(EPISODE_FORBIDDEN_TEXT);
  });

  it("shows other errors' messages", () => {
    expect(episodeUpdateFailureToast(graphQLError('Episode #3 already exists.', { code: 'CONFLICT' }))).toEqual({
      title: 'Update failed',
      description: 'Episode #3 already exists.',
      variant: 'destructive',
    });
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
