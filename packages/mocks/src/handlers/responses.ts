import type { ApiError, FieldError } from '@aula/contracts/errors';
import { HttpResponse } from 'msw';

export function apiError(status: number, body: ApiError) {
  return HttpResponse.json(body, { status });
}

export function notFound(message: string) {
  return apiError(404, { error: 'not_found', message });
}

/** What the zod issues of a failed safeParse say, shaped like the API's 400 body. */
interface IssueLike {
  code: string;
  path: PropertyKey[];
  message: string;
  keys?: string[];
}

export function fieldErrorsOf(issues: readonly IssueLike[]): FieldError[] {
  return issues.flatMap((issue) =>
    issue.code === 'unrecognized_keys' && issue.keys
      ? issue.keys.map((key) => ({ field: key, reason: 'is not allowed' }))
      : [{ field: issue.path.map(String).join('.'), reason: issue.message }],
  );
}

export function badRequest(issues: readonly IssueLike[]) {
  return apiError(400, { error: 'bad_request', message: 'Invalid input', fields: fieldErrorsOf(issues) });
}
