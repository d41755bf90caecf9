import type { ErrorRequestHandler, RequestHandler } from 'express';
import { AppError, toAppError } from '../errors.js';
import { redactUrl, type Logger } from '../logger.js';
import { MALFORMED_ADDRESS } from './input-guard.js';

interface HttpError extends Error {
  type?: string;
  status?: number;
  /** zlib's error codes (Z_DATA_ERROR…) when a compressed body is not. */
  code?: string;
}

/** Express's and body-parser's failures, as AppErrors with the statuses a client expects. */
function fromHttpError(error: HttpError): AppError | undefined {
  if (typeof error !== 'object' || error === null || error instanceof AppError) return undefined;
  // The router could not decode a path parameter (decodeURIComponent failed).
  if (error instanceof URIError && error.status === 400) return new AppError('BAD_USER_INPUT', MALFORMED_ADDRESS);
  if (typeof error.code === 'string' && error.code.startsWith('Z_')) {
    return new AppError('BAD_USER_INPUT', 'The request body is not the compressed data its Content-Encoding says it is.');
  }
  switch (error.type) {
    case 'entity.parse.failed':
      return new AppError('BAD_USER_INPUT', 'The request body is not valid JSON.');
    case 'entity.too.large':
      return new AppError('PAYLOAD_TOO_LARGE', 'The request body is too large.');
    case 'encoding.unsupported':
    case 'charset.unsupported':
      return new AppError('BAD_USER_INPUT', 'The request body encoding is not supported.');
    case 'request.aborted':
    case 'request.size.invalid':
      return new AppError('BAD_USER_INPUT', 'The request body was incomplete.');
    default:
      // Any other client error Express raised (http-errors with a 4xx status).
      return typeof error.status === 'number' && error.status >= 400 && error.status < 500
        ? new AppError('BAD_USER_INPUT', 'The request could not be read.')
        : undefined;
  }
}

/** REST errors: JSON `{ message, code, fields? , ...details }` with the matching status; never a stack. */
export function errorHandler(log: Logger): ErrorRequestHandler {
  return (error: unknown, req, res, _next) => {
    const appError = fromHttpError(error as HttpError) ?? toAppError(error);
    if (appError.code === 'DATABASE_UNAVAILABLE') {
      // Expected while PostgreSQL restarts: one line, no stack.
      log.warn({ method: req.method, url: redactUrl(req.originalUrl), reason: (appError.cause as Error | undefined)?.message }, 'database unavailable');
    } else if (appError.isReportable) {
      const cause = appError.code === 'INTERNAL' ? appError.cause : appError;
      log.error({ err: cause, method: req.method, url: redactUrl(req.originalUrl) }, 'request failed');
    }
    if (res.headersSent) return;
    const retryAfter = appError.details?.retryAfterSeconds;
    if (typeof retryAfter === 'number') res.setHeader('Retry-After', String(retryAfter));
    res.status(appError.status).json({
      message: appError.message,
      code: appError.code,
      ...(appError.fields ? { fields: appError.fields } : {}),
      ...appError.details,
    });
  };
}

/** Unknown /api paths answer JSON 404 rather than the client app. */
export const apiNotFound: RequestHandler = (req, res) => {
  res.status(404).json({ message: `No API route for ${req.method} ${req.path}.`, code: 'NOT_FOUND' });
};
