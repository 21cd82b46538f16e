import { idParam } from '@aula/contracts/common';
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

/** The JSON body, or undefined when there is none or it is not JSON (the contract then refuses it). */
export async function jsonBody(request: Request): Promise<unknown> {
  try {
    return await request.json();
  } catch {
    return undefined;
  }
}

export function searchParamsOf(request: Request): Record<string, string> {
  return Object.fromEntries(new URL(request.url).searchParams);
}

/** A path id as a number, or undefined for anything the API's id rule refuses. */
export function idOf(value: unknown): number | undefined {
  const id = idParam.safeParse(value);
  return id.success ? id.data : undefined;
}
