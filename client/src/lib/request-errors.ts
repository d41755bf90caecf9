import { CombinedGraphQLErrors, ServerError } from '@apollo/client/errors';
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

/** What a failed request tells a reader when the server gave no message of its own. */
export const UNREACHABLE_MESSAGE = 'Could not reach the server. Check your connection and try again.';
export const serverFailureMessage = (status: number) => `The server could not complete the request (HTTP ${status}). Please try again.`;

/** The `message` of a JSON error body (GraphQL `errors[0].message`, or the REST API's `message`), if it has one. */
function bodyMessage(bodyText: string): string | undefined {
  try {
    const body: unknown = JSON.parse(bodyText);
    if (typeof body !== 'object' || body === null) return undefined;
    const { errors, message } = body as { errors?: { message?: unknown }[]; message?: unknown };
    const text = Array.isArray(errors) ? errors[0]?.message : message;
    return typeof text === 'string' && text.trim() !== '' ? text : undefined;
  } catch {
    return undefined;
  }
}

/**
 * A sentence a reader understands for a failed request: the server's own message when it
 * gave one (GraphQL errors, a JSON error body), else what went wrong in plain words instead
 * of the client library's ("Response not successful: Received status code 500", "Failed to fetch").
 */
export function failureMessage(error: unknown): string {
  if (CombinedGraphQLErrors.is(error)) return error.errors[0]?.message || 'Something went wrong on our side. Please try again.';
  if (error instanceof GraphQLRequestError) return error.message;
  if (ServerError.is(error)) return bodyMessage(error.bodyText) ?? serverFailureMessage(error.statusCode);
  return UNREACHABLE_MESSAGE;
}
