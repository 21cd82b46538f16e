import { request as httpRequest } from 'node:http';
import { UPLOADS_PATH } from '@aula/contracts/media';

const b64 = (text: string) => Buffer.from(text).toString('base64');

/**
 * A minimal tus 1.0 client over fetch for API tests (the console's uploader uses tus-js-client):
 * each call is one protocol request, so a test can stop anywhere between them.
 */
export function tusClient(origin: string, headers: Record<string, string>) {
  const common = { 'tus-resumable': '1.0.0', ...headers };
  return {
    create(kind: string, length: number, filename = 'file') {
      return fetch(new URL(UPLOADS_PATH, origin), {
        method: 'POST',
        headers: {
          ...common,
          'upload-length': String(length),
          'upload-metadata': `kind ${b64(kind)},filename ${b64(filename)}`,
        },
      });
    },
    patch(location: string, offset: number, bytes: Uint8Array) {
      return fetch(new URL(location, origin), {
        method: 'PATCH',
        headers: { ...common, 'upload-offset': String(offset), 'content-type': 'application/offset+octet-stream' },
        body: new Uint8Array(bytes),
      });
    },
    head(location: string) {
      return fetch(new URL(location, origin), { method: 'HEAD', headers: common });
    },
    /**
     * Sends `bytes` as one PATCH but cuts the connection after `sendBefore` of them, as a dropped
     * network does: the server keeps what it received.
     */
    async cutPatch(location: string, offset: number, bytes: Uint8Array, sendBefore: number) {
      const url = new URL(location, origin);
      await new Promise<void>((resolve) => {
        const req = httpRequest(url, {
          method: 'PATCH',
          headers: {
            ...common,
            'upload-offset': String(offset),
            'content-type': 'application/offset+octet-stream',
            'content-length': String(bytes.length),
          },
        });
        req.on('error', () => resolve());
        req.on('response', () => resolve());
        req.write(bytes.subarray(0, sendBefore), () => {
          // Long enough for the server to write what it got to disk before the line drops.
          setTimeout(() => {
            req.destroy();
            resolve();
          }, 300);
        });
      });
    },
  };
}

/** Uploads the bytes in chunks of `chunk` and gives the answer to the last PATCH. */
export async function uploadWhole(
  client: ReturnType<typeof tusClient>,
  kind: string,
  bytes: Uint8Array,
  { filename = 'file', chunk = 4 * 1024 * 1024 } = {},
): Promise<Response> {
  const created = await client.create(kind, bytes.length, filename);
  if (created.status !== 201) return created;
  const location = created.headers.get('location') ?? '';
  let offset = 0;
  let answer = created;
  while (offset < bytes.length) {
    answer = await client.patch(location, offset, bytes.subarray(offset, offset + chunk));
    if (!answer.ok) return answer;
    offset = Number(answer.headers.get('upload-offset'));
  }
  return answer;
}
