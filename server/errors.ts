import { isDatabaseUnavailable } from './db/unavailable.js';

/**
 * The one error type that services throw. Transports map `code` to an HTTP status
 * (REST) or to `extensions.code` (GraphQL); anything else is an internal fault.
 */
export type ErrorCode =
  | 'BAD_USER_INPUT'
  | 'UNAUTHENTICATED'
  | 'FORBIDDEN'
  | 'NOT_FOUND'
  | 'CONFLICT'
  | 'PAYLOAD_TOO_LARGE'
  | 'UNSUPPORTED_MEDIA_TYPE'
  | 'RATE_LIMITED'
  | 'UPSTREAM_UNAVAILABLE'
  | 'DATABASE_UNAVAILABLE'
  | 'INTERNAL';

export const HTTP_STATUS: Record<ErrorCode, number> = {
  BAD_USER_INPUT: 400,
  UNAUTHENTICATED: 401,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  CONFLICT: 409,
  PAYLOAD_TOO_LARGE: 413,
  UNSUPPORTED_MEDIA_TYPE: 415,
  RATE_LIMITED: 429,
  UPSTREAM_UNAVAILABLE: 503,
  DATABASE_UNAVAILABLE: 503,
  INTERNAL: 500,
};

/** GraphQL's name for an internal fault. */
export const GRAPHQL_INTERNAL = 'INTERNAL_SERVER_ERROR';

export interface AppErrorOptions {
  /** Field name → message, for forms. */
  fields?: Record<string, string>;
  /** Extra data a client may use, e.g. the rate-limit counters of a 429. */
  details?: Record<string, unknown>;
  cause?: unknown;
}

export class AppError extends Error {
  readonly fields?: Record<string, string>;
  readonly details?: Record<string, unknown>;

  constructor(
    readonly code: ErrorCode,
    message: string,
    options: AppErrorOptions = {},
  ) {
    super(message, { cause: options.cause });
    this.name = 'AppError';
    this.fields = options.fields;
    this.details = options.details;
  }

  get status(): number {
    return HTTP_STATUS[this.code];
  }

  /** The error's `extensions` in a GraphQL response: its code (INTERNAL as GraphQL names it), `fields` and details. */
  get graphqlExtensions(): Record<string, unknown> {
    const code = this.code === 'INTERNAL' ? GRAPHQL_INTERNAL : this.code;
    return { code, ...(this.fields ? { fields: this.fields } : {}), ...this.details };
  }

  /** Internal faults are logged with their stack; user errors are not. */
  get isReportable(): boolean {
    return this.status >= 500;
  }
}

export const badInput = (message: string, fields?: Record<string, string>) => new AppError('BAD_USER_INPUT', message, { fields });
export const unauthenticated = (message = 'You must be signed in.') => new AppError('UNAUTHENTICATED', message);
export const forbidden = (message = 'You do not have admin privileges.') => new AppError('FORBIDDEN', message);
export const notFound = (message: string) => new AppError('NOT_FOUND', message);
export const conflict = (message: string, fields?: Record<string, string>) => new AppError('CONFLICT', message, { fields });

export const DATABASE_UNAVAILABLE_MESSAGE = 'The database is not reachable right now. Please try again in a moment.';

/**
 * Wraps anything thrown into an AppError: a lost database becomes DATABASE_UNAVAILABLE (503),
 * other unknown errors a masked INTERNAL error.
 */
export function toAppError(error: unknown): AppError {
  if (error instanceof AppError) return error;
  if (isDatabaseUnavailable(error)) return new AppError('DATABASE_UNAVAILABLE', DATABASE_UNAVAILABLE_MESSAGE, { cause: error });
  return new AppError('INTERNAL', 'Something went wrong on our side. Please try again.', { cause: error });
}
