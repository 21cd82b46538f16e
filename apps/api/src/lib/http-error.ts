/**
 * An expected failure with its HTTP status and the stable `error` code the front end switches
 * on; the error handler turns it into the `apiError` body.
 */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: string,
    message: string,
    /** Extra fields of the body, e.g. `retry_after` of a 429. */
    readonly details?: Record<string, unknown>,
  ) {
    super(message);
    this.name = 'HttpError';
  }
}

export const notFound = (message = 'Not found') => new HttpError(404, 'not_found', message);
export const unauthorized = (message = 'Authentication required') => new HttpError(401, 'unauthorized', message);
