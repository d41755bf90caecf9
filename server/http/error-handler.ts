import type { ErrorRequestHandler, Request, RequestHandler, Response, Router } from 'express';
import { AppError, toAppError } from '../errors.js';
import { redactUrl, type Logger } from '../logger.js';
import { BODY_NOT_OBJECT } from '../parse-input.js';
import { MALFORMED_ADDRESS } from './input-guard.js';

interface HttpError extends Error {
  type?: string;
  status?: number;
  /** zlib's error codes (Z_DATA_ERROR…) when a compressed body is not. */
  code?: string;
  /** body-parser's: the body as read, when it could not be parsed. */
  body?: unknown;
}

const BODY_NOT_JSON = 'The request body is not valid JSON.';

/**
 * Whether a body the JSON parser refused is JSON all the same: a lone null, number, string or
 * boolean, which the parser refuses (strict mode) because no route takes one.
 */
function isJson(body: unknown): boolean {
  if (typeof body !== 'string') return false;
  try {
    JSON.parse(body);
    return true;
  } catch {
    return false;
  }
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
      return new AppError('BAD_USER_INPUT', isJson(error.body) ? BODY_NOT_OBJECT : BODY_NOT_JSON);
    case 'entity.too.large':
      return new AppError('PAYLOAD_TOO_LARGE', 'The request body is too large.');
    // RFC 9110 §15.5.16: a body the server cannot decode is 415, like a media type it does not take.
    case 'encoding.unsupported':
      return new AppError('UNSUPPORTED_MEDIA_TYPE', "The request body's Content-Encoding is not supported: send it uncompressed, or as gzip, deflate or br.");
    case 'charset.unsupported':
      return new AppError('UNSUPPORTED_MEDIA_TYPE', "The request body's charset is not supported: send it as UTF-8.");
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

/** The AppError a failed request answers with, logged as its kind deserves (faults with their cause, a lost database in one line). */
function failureOf(error: unknown, req: Request, log: Logger): AppError {
  const appError = fromHttpError(error as HttpError) ?? toAppError(error);
  if (appError.code === 'DATABASE_UNAVAILABLE') {
    // Expected while PostgreSQL restarts: one line, no stack.
    log.warn({ method: req.method, url: redactUrl(req.originalUrl), reason: (appError.cause as Error | undefined)?.message }, 'database unavailable');
  } else if (appError.isReportable) {
    const cause = appError.code === 'INTERNAL' ? appError.cause : appError;
    log.error({ err: cause, method: req.method, url: redactUrl(req.originalUrl) }, 'request failed');
  }
  return appError;
}

/** Sets the status (and Retry-After, when the error says when to come back) of an error answer. */
function errorStatus(res: Response, appError: AppError): Response {
  const retryAfter = appError.details?.retryAfterSeconds;
  if (typeof retryAfter === 'number') res.setHeader('Retry-After', String(retryAfter));
  return res.status(appError.status);
}

/** REST errors: JSON `{ message, code, fields? , ...details }` with the matching status; never a stack. */
export function errorHandler(log: Logger): ErrorRequestHandler {
  return (error: unknown, req, res, _next) => {
    const appError = failureOf(error, req, log);
    if (res.headersSent) return;
    errorStatus(res, appError).json({
      message: appError.message,
      code: appError.code,
      ...(appError.fields ? { fields: appError.fields } : {}),
      ...appError.details,
    });
  };
}

/** GraphQL's media types for a response, in Apollo Server's order of preference. */
const GRAPHQL_RESPONSE_TYPES = ['application/json', 'application/graphql-response+json'];

/**
 * Errors on the /graphql path that stop a request before Apollo Server runs (a body that is
 * not JSON or too large, a lost database while the session is looked up): a GraphQL response
 * `{ errors: [{ message, extensions: { code, fields?, ...details } }] }` with no `data` (the
 * request never executed), as Apollo's own request errors, with the same status as REST
 * (GraphQL over HTTP allows 4xx and 5xx for requests that did not execute). Never a stack.
 */
export function graphqlErrorHandler(log: Logger): ErrorRequestHandler {
  return (error: unknown, req, res, _next) => {
    const appError = failureOf(error, req, log);
    if (res.headersSent) return;
    errorStatus(res, appError)
      .type(req.accepts(GRAPHQL_RESPONSE_TYPES) || 'application/json')
      .json({ errors: [{ message: appError.message, extensions: appError.graphqlExtensions }] });
  };
}

/** A route layer of Express 5's router: `match` is the router's own path test (its types predate it). */
interface RouteLayer {
  route?: { stack: { method?: string }[] };
  match(path: string): unknown;
}

/** The methods the routers answer at `path` (HEAD wherever GET is), sorted; empty for a path no route has. */
export function allowedMethods(routers: readonly Router[], path: string): string[] {
  const methods = new Set<string>();
  for (const layer of routers.flatMap((router) => router.stack as unknown as RouteLayer[])) {
    if (!layer.route || !matches(layer, path)) continue;
    for (const { method } of layer.route.stack) if (method) methods.add(method.toUpperCase());
  }
  if (methods.has('GET')) methods.add('HEAD');
  return [...methods].sort();
}

function matches(layer: RouteLayer, path: string): boolean {
  try {
    return Boolean(layer.match(path));
  } catch {
    return false; // a parameter that does not decode: the router answers 400 before this
  }
}

/**
 * What no REST route answered: 405 with `Allow` when the path has routes for other methods,
 * else a JSON 404 (rather than the client app). Both name the full path.
 */
export function apiNotFound(routers: readonly Router[]): RequestHandler {
  return (req, res) => {
    const path = `${req.baseUrl}${req.path}`;
    const allowed = allowedMethods(routers, req.path);
    if (allowed.length > 0 && !allowed.includes(req.method)) {
      res
        .status(405)
        .set('Allow', allowed.join(', '))
        .json({ message: `${req.method} is not allowed on ${path}; use ${allowed.join(' or ')}.`, code: 'METHOD_NOT_ALLOWED', allowedMethods: allowed });
      return;
    }
    res.status(404).json({ message: `No API route for ${req.method} ${path}.`, code: 'NOT_FOUND' });
  };
}
