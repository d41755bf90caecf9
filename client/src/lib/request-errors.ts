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

/** What the screens need to know about a failed request. */
export interface RequestFailure {
  /**
   * GraphQL `extensions.code` (UNAUTHENTICATED, FORBIDDEN, CONFLICT…); for an HTTP 401 or 403
   * that is not a GraphQL answer, UNAUTHENTICATED or FORBIDDEN.
   */
  code?: string;
  /**
   * The server's own message (GraphQL errors, a JSON error body), else what went wrong in plain
   * words, never the client library's ("Response not successful: Received status code 502",
   * "Failed to fetch"). Undefined only for a GraphQL error without a message.
   */
  message?: string;
  /** Field name → message from `extensions.fields`. */
  fields?: Record<string, string>;
  /**
   * The server said nothing of its own: it could not be reached, or it answered with a bare HTTP
   * failure (a proxy's error page). `message` is then our plain sentence, which a screen may
   * replace with a more precise one of its own.
   */
  network: boolean;
}

/** The codes an HTTP status means when the answer is not GraphQL (a proxy's or the REST API's). */
const STATUS_CODES: Readonly<Record<number, string>> = { 401: 'UNAUTHENTICATED', 403: 'FORBIDDEN' };

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
  if (error instanceof GraphQLRequestError) {
    if (error.bodyText !== undefined) return httpFailure(error.status, error.bodyText);
    return { code: error.code, message: error.message || undefined, network: false };
  }
  if (ServerError.is(error)) return httpFailure(error.statusCode, error.bodyText);
  return { message: UNREACHABLE_MESSAGE, network: true };
}

/** An answer that is not GraphQL: its JSON body's message if it has one, else its status in plain words. */
function httpFailure(status: number, bodyText: string): RequestFailure {
  const message = bodyMessage(bodyText);
  return { code: STATUS_CODES[status], message: message ?? serverFailureMessage(status), network: message === undefined };
}

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

/** A sentence a reader understands for a failed request (see RequestFailure.message). */
export function failureMessage(error: unknown): string {
  return readFailure(error).message ?? 'Something went wrong on our side. Please try again.';
}
