import type { ApiError, FieldError } from '@aula/contracts/errors';

/** An error in the shape a screen shows: the UI maps `code` to its Spanish message. */
export interface DescribedApiError {
  /** The API's `error` code (`invalid_credentials`, `not_found`...) or a client one: `network`, `timeout`, `invalid_response`, `http_<status>`, `unknown`. */
  code: string;
  /** Developer-facing text, in English; not for display. */
  message: string;
  fields: FieldError[];
  status?: number;
}

type Described = Omit<DescribedApiError, 'fields'> & { fields?: FieldError[] };

const described = ({ fields = [], ...rest }: Described): DescribedApiError => ({ ...rest, fields });

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

// A structural check instead of the contract's zod schema: this module is on the first page load
// and zod would add ~60 KB gzip there. The contract tests keep the shapes in step.
function isApiErrorBody(body: unknown): body is ApiError {
  if (!isRecord(body) || typeof body.error !== 'string' || typeof body.message !== 'string') return false;
  return (
    body.fields === undefined ||
    (Array.isArray(body.fields) &&
      body.fields.every(
        (field) => isRecord(field) && typeof field.field === 'string' && typeof field.reason === 'string',
      ))
  );
}

const text = (value: unknown, fallback: string) => (typeof value === 'string' ? value : fallback);

/** Turns an RTK Query error (FetchBaseQueryError or SerializedError) or anything thrown into one shape. */
export function describeApiError(error: unknown): DescribedApiError {
  if (!isRecord(error)) return described({ code: 'unknown', message: 'Unknown error' });
  const { status } = error;

  if (typeof status === 'number') {
    const body = error.data;
    if (isApiErrorBody(body)) {
      return described({ code: body.error, message: body.message, fields: body.fields, status });
    }
    return described({ code: `http_${status}`, message: `HTTP ${status}`, status });
  }
  switch (status) {
    case 'FETCH_ERROR':
      return described({ code: 'network', message: text(error.error, 'Network request failed') });
    case 'TIMEOUT_ERROR':
      return described({ code: 'timeout', message: text(error.error, 'Request timed out') });
    case 'PARSING_ERROR': {
      const originalStatus = typeof error.originalStatus === 'number' ? error.originalStatus : undefined;
      return described({
        code: 'invalid_response',
        message: text(error.error, 'Response could not be parsed'),
        ...(originalStatus === undefined ? {} : { status: originalStatus }),
      });
    }
  }
  // CUSTOM_ERROR, a SerializedError from a thrown exception, or an Error.
  return described({ code: text(error.code, 'unknown'), message: text(error.error ?? error.message, 'Unknown error') });
}

/** An HTTP failure whose text is the server's own message, as a thrown or returned error. */
export interface ServerMessageError {
  status: number | string;
  data: ApiError;
  message: string;
}

/** The server's text in whatever shape its error body has: the API's, Django's `detail`, or plain text. */
function serverMessageOf(body: unknown): string | undefined {
  if (typeof body === 'string' && body.trim() !== '') return body.trim();
  if (!isRecord(body)) return undefined;
  return [body.message, body.detail, body.error].find((value): value is string => typeof value === 'string');
}

/**
 * Spec section 8: the password-recovery token check turns an HTTP error into an error carrying the
 * server's message. The result keeps `status` and an API-shaped `data`, so describeApiError reads
 * the same code and message, and `message` makes it read like an Error where `unwrap()` throws it.
 */
export function withServerMessage(error: unknown): ServerMessageError {
  const described = describeApiError(error);
  const record = isRecord(error) ? error : {};
  const message = serverMessageOf(record.data) ?? described.message;
  // A body that is not JSON arrives as PARSING_ERROR; its HTTP status is the one that matters.
  const httpStatus = typeof record.originalStatus === 'number' ? record.originalStatus : record.status;
  const status = typeof httpStatus === 'number' || typeof httpStatus === 'string' ? httpStatus : 'CUSTOM_ERROR';
  return { status, data: { error: described.code, message }, message };
}

/** A refused request as a form shows it (`@aula/ui-kit/forms`): its code, its fields' reasons and a 429's wait. */
export interface Refusal extends DescribedApiError {
  /** Seconds to wait before trying again (the 429's `retry_after`). */
  retryAfter?: number;
}

export function refusalOf(error: unknown): Refusal {
  const refusal: Refusal = describeApiError(error);
  const seconds = isRecord(error) && isRecord(error.data) ? error.data.retry_after : undefined;
  if (typeof seconds === 'number') refusal.retryAfter = seconds;
  return refusal;
}
