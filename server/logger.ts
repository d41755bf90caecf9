import { pino, type Logger } from 'pino';

export type { Logger };

/** Keys whose values never reach a log line, at any depth we log. */
export const REDACTED_PATHS = [
  'password',
  '*.password',
  'token',
  '*.token',
  'apiKey',
  '*.apiKey',
  'secret',
  '*.secret',
  'req.headers.cookie',
  'req.headers.authorization',
  'res.headers["set-cookie"]',
];

const REDACTED = '[redacted]';

/** Query parameters whose values are never logged, outside /graphql (where only operationName is kept). */
const SENSITIVE_PARAM = /pass|secret|token|key|auth|session/i;

/**
 * A request URL fit for the log: on /graphql every query parameter but operationName is
 * redacted (a GET carries the operation and its variables, passwords included, in the URL);
 * elsewhere the values of parameters named like credentials.
 */
export function redactUrl(url: string): string {
  const q = url.indexOf('?');
  if (q < 0) return url;
  const path = url.slice(0, q);
  const graphql = /\/graphql\/?$/.test(path);
  const params = [...new URLSearchParams(url.slice(q + 1))].map(([name, value]): [string, string] => {
    const keep = graphql ? name === 'operationName' : !SENSITIVE_PARAM.test(name);
    return [name, keep ? value : REDACTED];
  });
  return params.length === 0 ? path : `${path}?${new URLSearchParams(params).toString()}`;
}

/** An SQL text with its string and number literals (the query's parameters, inlined by the ORM) replaced by "?". */
export function redactSqlLiterals(sql: string): string {
  return sql.replace(/E?'(?:[^']|'')*'/g, '?').replace(/(?<![\w$."])-?\d+(?:\.\d+)?(?![\w."])/g, '?');
}

/** Database error fields that quote row values ("Key (username)=(ada) already exists", "Failing row contains …"). */
const VALUE_FIELDS = ['detail', 'where', 'internalQuery'] as const;

/** Statements that the ORM (through knex) puts in front of the database's message: "<sql> - <message>". */
const SQL_MESSAGE = /^\s*(select|insert|update|delete|with|alter|create|drop|begin|commit|rollback|savepoint|release|set|truncate|lock|explain)\b[\s\S]* - /i;

/**
 * A copy of `error` (and of its causes) without user data from the database: the SQL of the
 * message with its literals redacted, the values quoted by PostgreSQL's message and its
 * detail fields removed. Other errors are returned as they are.
 */
export function redactDatabaseError(error: unknown, depth = 0): unknown {
  if (!(error instanceof Error) || depth > 5) return error;
  const cause = 'cause' in error ? redactDatabaseError(error.cause, depth + 1) : undefined;
  const isSql = SQL_MESSAGE.test(error.message);
  const hasValues = VALUE_FIELDS.some((field) => field in error);
  if (!isSql && !hasValues && cause === (error as { cause?: unknown }).cause) return error;

  const copy = Object.create(Object.getPrototypeOf(error) as object) as Error & Record<string, unknown>;
  for (const key of Object.getOwnPropertyNames(error)) copy[key] = (error as unknown as Record<string, unknown>)[key];
  if ('cause' in error) copy.cause = cause;
  for (const field of VALUE_FIELDS) if (field in copy) copy[field] = REDACTED;
  if (isSql) {
    const split = error.message.lastIndexOf(' - ');
    const sql = error.message.slice(0, split);
    const message = `${redactSqlLiterals(sql)} - ${error.message.slice(split + 3).replace(/: "(?:[^"]|"")*"/g, ': "?"')}`;
    copy.message = message;
    copy.stack = (error.stack ?? '').split(error.message).join(message);
  }
  return copy;
}

export function createLogger(level: string, destination?: pino.DestinationStream): Logger {
  return pino(
    {
      level,
      redact: { paths: REDACTED_PATHS, censor: REDACTED },
      base: undefined,
      serializers: { err: (error: unknown) => pino.stdSerializers.err(redactDatabaseError(error) as Error) },
    },
    destination,
  );
}
