import { type MediaKind, UPLOAD_ERRORS, type UploadError } from '@aula/contracts/media';

/** Why an upload failed, in the words the uploader shows: a code of the API's, or our own. */
export type UploadProblem = { code: UploadError | 'forbidden'; line?: number };

interface ErrorWithResponse {
  originalResponse?: { getStatus(): number; getBody(): string } | null;
}

/** The refusal the API answered (its `error` code and, for captions, the line named), if it answered one. */
export function problemOf(error: unknown): UploadProblem {
  const response = (error as ErrorWithResponse).originalResponse;
  if (!response) return { code: 'upload_failed' };
  let body: { error?: unknown; message?: unknown } = {};
  try {
    body = JSON.parse(response.getBody()) as typeof body;
  } catch {
    // Not the API's JSON (a proxy's page): judged by the status alone.
  }
  const code = typeof body.error === 'string' ? body.error : '';
  if ((UPLOAD_ERRORS as readonly string[]).includes(code)) {
    const line = typeof body.message === 'string' ? /line (\d+)/.exec(body.message)?.[1] : undefined;
    return { code: code as UploadError, ...(line ? { line: Number(line) } : {}) };
  }
  if (response.getStatus() === 413) return { code: 'too_large' };
  if (response.getStatus() === 403) return { code: 'forbidden' };
  return { code: 'upload_failed' };
}

/** A refusal that a retry cannot change: the file or the account is wrong, not the network. */
export function isFinalRefusal(status: number): boolean {
  return status >= 400 && status < 500 && status !== 408 && status !== 409 && status !== 423 && status !== 429;
}

export type { MediaKind };
