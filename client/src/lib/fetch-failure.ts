import { GraphQLRequestError } from './graphql-fetch';

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

/**
 * Reads a failure of fetchGraphQL, or of fetch itself. Apollo Client's errors are read by
 * request-errors.ts's readFailure, which builds on this; the home page, whose bundle holds no
 * Apollo Client, reads its own requests' failures here.
 */
export function readFetchFailure(error: unknown): RequestFailure {
  if (error instanceof GraphQLRequestError) {
    if (error.bodyText !== undefined) return httpFailure(error.status, error.bodyText);
    return { code: error.code, message: error.message || undefined, network: false };
  }
  return { message: UNREACHABLE_MESSAGE, network: true };
}

/** An answer that is not GraphQL: its JSON body's message if it has one, else its status in plain words. */
export function httpFailure(status: number, bodyText: string): RequestFailure {
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
