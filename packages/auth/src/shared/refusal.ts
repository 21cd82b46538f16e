import { describeApiError } from '@aula/api-client/errors';
import type { ServerRefusal } from '@aula/ui-kit/forms/server-refusal';

/** A failed call as the form kit reads it: the described error and a 429's seconds to wait. */
export function refusalOf(error: unknown): ServerRefusal {
  const { code, fields } = describeApiError(error);
  const retryAfter = (error as { data?: { retry_after?: unknown } } | undefined)?.data?.retry_after;
  return typeof retryAfter === 'number' ? { code, fields, retryAfter } : { code, fields };
}
