import { CombinedGraphQLErrors, ServerError } from '@apollo/client/errors';
import { describe, expect, it } from 'vitest';
import { GraphQLRequestError } from './graphql-fetch';
import { errorCode, failureMessage, isRateLimitError, rateLimitInfoOf, serverFailureMessage, UNREACHABLE_MESSAGE } from './request-errors';

const graphQLError = (message: string, code: string) => new CombinedGraphQLErrors({ data: null, errors: [{ message, extensions: { code } }] });

describe('isRateLimitError', () => {
  it('recognises the RATE_LIMITED code', () => {
    expect(isRateLimitError(graphQLError('No more chats available, please check back later or explore existing prompts.', 'RATE_LIMITED'))).toBe(true);
    expect(isRateLimitError(new GraphQLRequestError('limited', 200, 'RATE_LIMITED'))).toBe(true);
  });

  it('recognises HTTP 429', () => {
    expect(isRateLimitError(new ServerError('Too Many Requests', { response: new Response(null, { status: 429 }), bodyText: '' }))).toBe(true);
  });

  it('recognises the message', () => {
    expect(isRateLimitError(new Error("Rate limit exceeded. You've reached your daily limit of 10 requests."))).toBe(true);
  });

  it('is false for other failures', () => {
    expect(isRateLimitError(graphQLError('Something went wrong on our side. Please try again.', 'INTERNAL_SERVER_ERROR'))).toBe(false);
    expect(isRateLimitError(new Error('Failed to fetch'))).toBe(false);
    expect(errorCode(new Error('x'))).toBeUndefined();
  });
});

describe('rateLimitInfoOf', () => {
  it("reads the counters of a RATE_LIMITED error's extensions", () => {
    const error = new CombinedGraphQLErrors({
      data: null,
      errors: [{ message: 'limited', extensions: { code: 'RATE_LIMITED', rateLimitInfo: { limit: 3, remaining: 0, globalRemaining: 7, resetsRemaining: 0 } } }],
    });
    expect(rateLimitInfoOf(error)).toEqual({ limit: 3, remaining: 0, globalRemaining: 7, resetsRemaining: 0 });
  });

  it('is undefined for errors without them', () => {
    expect(rateLimitInfoOf(graphQLError('limited', 'RATE_LIMITED'))).toBeUndefined();
    expect(rateLimitInfoOf(new Error('Failed to fetch'))).toBeUndefined();
  });
});

describe('failureMessage', () => {
  const serverError = (status: number, bodyText: string) =>
    new ServerError(`Response not successful: Received status code ${status}`, { response: new Response(null, { status }), bodyText });

  it("gives the server's own message", () => {
    expect(failureMessage(graphQLError('The database is not reachable right now.', 'DATABASE_UNAVAILABLE'))).toBe('The database is not reachable right now.');
    expect(failureMessage(serverError(503, JSON.stringify({ errors: [{ message: 'The database is not reachable right now.' }] })))).toBe(
      'The database is not reachable right now.',
    );
    expect(failureMessage(serverError(400, JSON.stringify({ code: 'BAD_USER_INPUT', message: 'Give one search.' })))).toBe('Give one search.');
    expect(failureMessage(new GraphQLRequestError('Episode not found.', 404, 'NOT_FOUND'))).toBe('Episode not found.');
  });

  it("says what went wrong in plain words, never the client library's text", () => {
    expect(failureMessage(serverError(500, '<html>Internal Server Error</html>'))).toBe(serverFailureMessage(500));
    expect(failureMessage(serverError(502, ''))).toBe('The server could not complete the request (HTTP 502). Please try again.');
    expect(failureMessage(new TypeError('Failed to fetch'))).toBe(UNREACHABLE_MESSAGE);
    expect(failureMessage(undefined)).toBe(UNREACHABLE_MESSAGE);
  });
});
