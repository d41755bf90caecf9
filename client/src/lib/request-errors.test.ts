import { CombinedGraphQLErrors, ServerError } from '@apollo/client/errors';
import { parse } from 'graphql';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fetchGraphQL, GraphQLRequestError } from './graphql-fetch';
import { serverFailureMessage, UNREACHABLE_MESSAGE } from './fetch-failure';
import { errorCode, failureMessage, isRateLimitError, rateLimitInfoOf, readFailure } from './request-errors';

const graphQLError = (message: string, code: string) => new CombinedGraphQLErrors({ data: null, errors: [{ message, extensions: { code } }] });
const serverError = (status: number, bodyText: string) =>
  new ServerError(`Response not successful: Received status code ${status}`, { response: new Response(null, { status }), bodyText });
const BAD_GATEWAY_PAGE = '<html><body><h1>502 Bad Gateway</h1></body></html>';

/** What fetchGraphQL throws when the server answers with `response`. */
async function fetchGraphQLFailure(response: Response): Promise<unknown> {
  vi.stubGlobal('fetch', () => Promise.resolve(response));
  return fetchGraphQL(parse('{ __typename }')).then(
    () => expect.unreachable('the request should fail'),
    (error: unknown) => error,
  );
}

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

describe('readFailure', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('reads the code, message and field errors of a GraphQL error', () => {
    const error = new CombinedGraphQLErrors({
      data: null,
      errors: [{ message: 'That slug is already used by another prompt.', extensions: { code: 'CONFLICT', fields: { slug: 'Taken' } } }],
    });
    expect(readFailure(error)).toEqual({
      code: 'CONFLICT',
      message: 'That slug is already used by another prompt.',
      fields: { slug: 'Taken' },
      network: false,
    });
  });

  it('says in plain words that the server failed when its answer has no message (a proxy error page)', () => {
    expect(readFailure(serverError(502, BAD_GATEWAY_PAGE))).toEqual({
      message: 'The server could not complete the request (HTTP 502). Please try again.',
      network: true,
    });
    expect(readFailure(serverError(401, '')).code).toBe('UNAUTHENTICATED');
    expect(readFailure(serverError(403, '')).code).toBe('FORBIDDEN');
  });

  it("gives the message of a JSON error body as the server's own", () => {
    expect(readFailure(serverError(503, JSON.stringify({ message: 'The database is not reachable right now.', code: 'DATABASE_UNAVAILABLE' })))).toEqual({
      message: 'The database is not reachable right now.',
      network: false,
    });
  });

  it('says the server could not be reached when the request got no answer', () => {
    expect(readFailure(new TypeError('Failed to fetch'))).toEqual({ message: UNREACHABLE_MESSAGE, network: true });
    expect(readFailure('weird')).toEqual({ message: UNREACHABLE_MESSAGE, network: true });
  });

  it('reads fetchGraphQL failures as it reads Apollo Client ones', async () => {
    const proxyPage = await fetchGraphQLFailure(
      new Response(BAD_GATEWAY_PAGE, { status: 502, statusText: 'Bad Gateway', headers: { 'content-type': 'text/html' } }),
    );
    expect(proxyPage).toBeInstanceOf(GraphQLRequestError);
    expect(readFailure(proxyPage)).toEqual({ message: serverFailureMessage(502), network: true });
    const refused = await fetchGraphQLFailure(Response.json({ data: null, errors: [{ message: 'Episode not found.', extensions: { code: 'NOT_FOUND' } }] }));
    expect(readFailure(refused)).toEqual({ code: 'NOT_FOUND', message: 'Episode not found.', network: false });
  });
});

describe('failureMessage', () => {
  afterEach(() => vi.unstubAllGlobals());

  it("gives the server's own message", () => {
    expect(failureMessage(graphQLError('The database is not reachable right now.', 'DATABASE_UNAVAILABLE'))).toBe('The database is not reachable right now.');
    expect(failureMessage(serverError(503, JSON.stringify({ errors: [{ message: 'The database is not reachable right now.' }] })))).toBe(
      'The database is not reachable right now.',
    );
    expect(failureMessage(serverError(400, JSON.stringify({ code: 'BAD_USER_INPUT', message: 'Give one search.' })))).toBe('Give one search.');
    expect(failureMessage(new GraphQLRequestError('Episode not found.', 404, 'NOT_FOUND'))).toBe('Episode not found.');
  });

  it("says what went wrong in plain words, never the client library's text", async () => {
    expect(failureMessage(serverError(500, '<html>Internal Server Error</html>'))).toBe(serverFailureMessage(500));
    expect(failureMessage(serverError(502, ''))).toBe('The server could not complete the request (HTTP 502). Please try again.');
    expect(failureMessage(new TypeError('Failed to fetch'))).toBe(UNREACHABLE_MESSAGE);
    expect(failureMessage(undefined)).toBe(UNREACHABLE_MESSAGE);
    const proxyPage = await fetchGraphQLFailure(
      new Response(BAD_GATEWAY_PAGE, { status: 502, statusText: 'Bad Gateway', headers: { 'content-type': 'text/html' } }),
    );
    expect(failureMessage(proxyPage)).toBe('The server could not complete the request (HTTP 502). Please try again.');
  });
});
