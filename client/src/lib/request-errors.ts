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
