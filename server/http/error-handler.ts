import type { ErrorRequestHandler, RequestHandler } from 'express';
import { AppError, toAppError } from '../errors.js';
import type { Logger } from '../logger.js';

interface BodyParserError extends Error {
  type?: string;
  status?: number;
}

/** body-parser's failures, as AppErrors with the statuses a client expects. */
function fromBodyParser(error: BodyParserError): AppError | undefined {
  switch (error.type) {
    case 'entity.parse.failed':
      return new AppError('BAD_USER_INPUT', 'The request body is not valid JSON.');
    case 'entity.too.large':
      return new AppError('PAYLOAD_TOO_LARGE', 'The request body is too large.');
    case 'encoding.unsupported':
    case 'charset.unsupported':
      return new AppError('BAD_USER_INPUT', 'The request body encoding is not supported.');
    default:
      return undefined;
  }
}

/** REST errors: JSON `{ message, code, fields? , ...details }` with the matching status; never a stack. */
export function errorHandler(log: Logger): ErrorRequestHandler {
  return (error: unknown, req, res, _next) => {
    const appError = fromBodyParser(error as BodyParserError) ?? toAppError(error);
    if (appError.isReportable) {
      const cause = appError.code === 'INTERNAL' ? appError.cause : appError;
      log.error({ err: cause, method: req.method, url: req.originalUrl }, 'request failed');
    }
    if (res.headersSent) return;
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
