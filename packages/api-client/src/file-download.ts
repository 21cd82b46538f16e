import { ALLY_HEADER } from '@aula/contracts/headers';
import { getApiSettings } from './settings';

/** A file the API streamed, whole in the browser, with the name the server gave it. */
export interface DownloadedFile {
  blob: Blob;
  fileName: string;
}

export interface FileDownloadOptions {
  /** The ally whose session cookie the API reads (`x-aula-ally`): without it the request has no session. */
  allyCode: string;
  /** The query as the endpoint declares it; empty values are left out. */
  query?: Record<string, unknown>;
  signal?: AbortSignal;
  /** Bytes received so far, after each piece (an export is streamed, so its total is rarely known). */
  onProgress?: (received: number) => void;
}

/**
 * Thrown for an answer that is not the file: `{ status, data }` like an RTK Query error, so
 * `describeApiError` reads it (`FETCH_ERROR` when the network failed).
 */
export interface FileDownloadError {
  status: number | 'FETCH_ERROR';
  data?: unknown;
  error?: string;
}

const FILE_NAME = /filename="([^"/\\]+)"/;

function urlOf(path: string, query: FileDownloadOptions['query'] = {}): string {
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(query)) {
    if (value !== undefined && value !== null && value !== '') params.set(name, String(value));
  }
  const search = params.toString();
  return `${getApiSettings().baseUrl.replace(/\/$/, '')}${path}${search ? `?${search}` : ''}`;
}

async function errorBodyOf(response: Response): Promise<unknown> {
  try {
    return await response.json();
  } catch {
    return undefined;
  }
}

/**
 * Downloads a file of the API with the tab's session. A plain link cannot: the session cookie is
 * only read under the ally named in `x-aula-ally`, a header a link does not send. The body is read
 * piece by piece so the page can show how much has come; it then lives in memory as a Blob,
 * which the browser may keep on disk for a large one.
 */
export async function downloadFile(path: string, options: FileDownloadOptions): Promise<DownloadedFile> {
  let response: Response;
  try {
    response = await fetch(urlOf(path, options.query), {
      credentials: 'include',
      headers: { [ALLY_HEADER]: options.allyCode },
      signal: options.signal,
    });
  } catch (error) {
    if (options.signal?.aborted) throw error;
    throw { status: 'FETCH_ERROR', error: String(error) } satisfies FileDownloadError;
  }
  if (!response.ok) throw { status: response.status, data: await errorBodyOf(response) } satisfies FileDownloadError;

  const type = response.headers.get('content-type') ?? 'application/octet-stream';
  const fileName =
    FILE_NAME.exec(response.headers.get('content-disposition') ?? '')?.[1] ?? path.split('/').pop() ?? '';
  const pieces: BlobPart[] = [];
  let received = 0;
  try {
    const reader = response.body?.getReader();
    if (!reader) pieces.push(await response.arrayBuffer());
    for (let piece = await reader?.read(); piece && !piece.done; piece = await reader?.read()) {
      pieces.push(piece.value);
      received += piece.value.byteLength;
      options.onProgress?.(received);
    }
  } catch (error) {
    // The connection dropped halfway (or the server gave up): a part of a file is no file.
    if (options.signal?.aborted) throw error;
    throw { status: 'FETCH_ERROR', error: String(error) } satisfies FileDownloadError;
  }
  return { blob: new Blob(pieces, { type }), fileName };
}
