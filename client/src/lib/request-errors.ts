import { CombinedGraphQLErrors, ServerError } from '@apollo/client/errors';
import { httpFailure, readFetchFailure, type RequestFailure } from './fetch-failure';
import { GraphQLRequestError } from './graphql-fetch';

/** The GraphQL error code (extensions.code) of a failed request, if it has one. */
export function errorCode(error: unknown): string | undefined {
  if (error instanceof GraphQLRequestError) return error.code;
  if (CombinedGraphQLErrors.is(error)) {
    const code = error.errors[0]?.extensions?.code;
    return typeof code === 'string' ? code : undefined;
  }
  return undefined;
}

/** The HTTP status of a failed request, if the server answered. */
export function errorStatus(error: unknown): number | undefined {
  if (error instanceof GraphQLRequestError) return error.status;
  if (ServerError.is(error)) return error.statusCode;
  return undefined;
}

/** Error codes that mean the session a request relied on has ended or lost its rights. */
const SESSION_LOST = new Set(['UNAUTHENTICATED', 'FORBIDDEN']);

/** Whether a request was refused because its session ended or lost its rights (signing in again lets it through). */
export function sessionLost(error: unknown): boolean {
  if (CombinedGraphQLErrors.is(error)) return error.errors.some((e) => SESSION_LOST.has(String(e.extensions?.code)));
  return ServerError.is(error) && (error.statusCode === 401 || error.statusCode === 403);
}

/** SPEC §8: a message containing 'Rate limit exceeded', or HTTP 429, means the visitor is rate limited. */
export function isRateLimitError(error: unknown): boolean {
  if (errorCode(error) === 'RATE_LIMITED' || errorStatus(error) === 429) return true;
  return error instanceof Error && error.message.includes('Rate limit exceeded');
}

/** The rate-limit counters a RATE_LIMITED GraphQL error carries (extensions.rateLimitInfo), if any. */
export function rateLimitInfoOf(error: unknown): RateLimitCounters | undefined {
  if (!CombinedGraphQLErrors.is(error)) return undefined;
  const info: unknown = error.errors[0]?.extensions?.rateLimitInfo;
  return info !== null && typeof info === 'object' ? info : undefined;
}

interface RateLimitCounters {
  globalRemaining?: number;
  resetsRemaining?: number;
}

const isStringRecord = (value: unknown): value is Record<string, string> =>
  typeof value === 'object' && value !== null && Object.values(value).every((v) => typeof v === 'string');

/**
 * Reads any failed request: Apollo Client's errors (GraphQL errors, HTTP errors, fetch failures)
 * and fetchGraphQL's, so that every screen says the same thing about the same failure.
 */
export function readFailure(error: unknown): RequestFailure {
  if (CombinedGraphQLErrors.is(error)) {
    const first = error.errors[0];
    const fields = first?.extensions?.fields;
    return { code: errorCode(error), message: first?.message || undefined, fields: isStringRecord(fields) ? fields : undefined, network: false };
  }
  if (ServerError.is(error)) return httpFailure(error.statusCode, error.bodyText);
  return readFetchFailure(error);
}

/** A sentence a reader understands for a failed request (see RequestFailure.message). */
export function failureMessage(error: unknown): string {
  return readFailure(error).message ?? 'Something went wrong on our side. Please try again.';
}
