import { unwrapResolverError } from '@apollo/server/errors';
import type { GraphQLFormattedError } from 'graphql';
import { AppError, GRAPHQL_INTERNAL, toAppError } from '../errors.js';
import { isDatabaseUnavailable } from '../db/unavailable.js';
import type { Logger } from '../logger.js';

/**
 * AppErrors keep their message and code (plus `fields`/details in extensions); other
 * errors thrown by resolvers become a masked INTERNAL_SERVER_ERROR and are logged.
 * Errors Apollo raises itself (validation, parsing, bad variables) pass through; those it
 * raises with a 4xx status and no code (a persisted query of another version, or whose hash
 * does not match its text) are the client's: BAD_REQUEST with Apollo's message.
 */
export function createFormatError(log: Logger) {
  return (formatted: GraphQLFormattedError, error: unknown): GraphQLFormattedError => {
    const unwrapped = unwrapResolverError(error);
    const original = isDatabaseUnavailable(unwrapped) ? toAppError(unwrapped) : unwrapped;
    if (original instanceof AppError) {
      if (original.isReportable) log.error({ err: original.cause ?? original }, 'graphql request failed');
      return { message: original.message, locations: formatted.locations, path: formatted.path, extensions: original.graphqlExtensions };
    }
    const code = formatted.extensions?.code;
    if (code && code !== GRAPHQL_INTERNAL) return formatted;
    if (isClientStatus(original)) return { message: formatted.message, extensions: { code: 'BAD_REQUEST' } };
    log.error({ err: original }, 'graphql request failed');
    return {
      message: 'Something went wrong on our side. Please try again.',
      locations: formatted.locations,
      path: formatted.path,
      extensions: { code: GRAPHQL_INTERNAL },
    };
  };
}

/**
 * An error Apollo raised for the request itself, with a 4xx HTTP status in its extensions.
 * Read by shape: Apollo's GraphQLError may come from another copy of graphql than ours.
 */
function isClientStatus(error: unknown): boolean {
  const status = (error as { extensions?: { http?: { status?: unknown } } } | null)?.extensions?.http?.status;
  return typeof status === 'number' && status >= 400 && status < 500;
}
