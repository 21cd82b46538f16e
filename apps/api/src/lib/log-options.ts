import type { FastifyServerOptions } from 'fastify';

/**
 * What the API's log may hold: no credentials, no personal data. Request lines carry the method,
 * the path without its query (reset and report links carry tokens there) and the request id;
 * headers and bodies that do reach a log line are censored by path; database errors are logged
 * with their SQL text and error code, never their parameters or the server's message (which
 * quotes the offending value: "invalid input syntax ... "+52 55 5000 0001"").
 */
const REDACTED_PATHS = [
  'req.headers.authorization',
  'req.headers.cookie',
  'req.headers["x-csrftoken"]',
  'res.headers["set-cookie"]',
  'headers.authorization',
  'headers.cookie',
  'body',
  'req.body',
  'request.body',
  '*.password',
  '*.new_password',
  '*.pin',
  '*.token',
  '*.email',
  '*.phone',
];

interface SafeError {
  type: string;
  message: string;
  stack?: string;
  code?: unknown;
  statusCode?: unknown;
  cause?: SafeError;
  [detail: string]: unknown;
}

// The names a PostgreSQL error (pg, PGlite) gives where the failure was, none of them a value.
const DATABASE_DETAILS = ['code', 'severity', 'routine', 'table', 'column', 'constraint', 'schema', 'dataType'];

const isQueryError = (error: Error): error is Error & { query: string } =>
  typeof (error as { query?: unknown }).query === 'string' && 'params' in error;

const isDatabaseError = (error: Error) =>
  typeof (error as { severity?: unknown }).severity === 'string' &&
  /^[0-9A-Z]{5}$/.test(String((error as { code?: unknown }).code));

/** The stack's frames only: its first lines repeat the message, which is what is being left out. */
const framesOf = (stack: string | undefined) =>
  stack
    ?.split('\n')
    .filter((line) => line.trimStart().startsWith('at '))
    .join('\n');

export function safeError(value: unknown, depth = 0): SafeError | unknown {
  if (!(value instanceof Error) || depth > 5) return value;
  const error = value as Error & Record<string, unknown>;
  const type = error.constructor?.name ?? 'Error';
  const cause = error.cause === undefined ? {} : { cause: safeError(error.cause, depth + 1) as SafeError };
  const details = isDatabaseError(error)
    ? Object.fromEntries(DATABASE_DETAILS.filter((key) => error[key] !== undefined).map((key) => [key, error[key]]))
    : undefined;
  if (isQueryError(error)) {
    return { type, message: `Failed query: ${error.query}`, stack: framesOf(error.stack), ...details, ...cause };
  }
  if (details) {
    return {
      type,
      message: `database error ${String(error.code)}`,
      stack: framesOf(error.stack),
      ...details,
      ...cause,
    };
  }
  return {
    type,
    message: error.message,
    stack: error.stack,
    ...(error.code === undefined ? {} : { code: error.code }),
    ...(error.statusCode === undefined ? {} : { statusCode: error.statusCode }),
    ...cause,
  };
}

interface LoggedRequest {
  method: string;
  url: string;
  id?: string;
}

/** The request as a log line shows it: no query string, no headers. */
const safeRequest = (request: LoggedRequest) => ({
  method: request.method,
  path: request.url.split('?')[0],
  id: request.id,
});

/** A stream to write the log to instead of stdout (tests read what was logged). */
export interface LogStream {
  write(line: string): void;
}

// Fastify types the `err` serializer as taking a FastifyError and giving a stack string.
const errorLine = (error: Error) => ({ stack: '', ...(safeError(error) as SafeError) });

export function logOptions(level: string, stream?: LogStream): NonNullable<FastifyServerOptions['logger']> {
  return {
    level,
    redact: { paths: REDACTED_PATHS, censor: '[redacted]' },
    serializers: { err: errorLine, error: errorLine, req: safeRequest },
    ...(stream ? { stream } : {}),
  };
}
