import { consoleMediaEndpoints as media } from '@aula/contracts/endpoints/console-media';
import {
  IMAGE_MAIN_WIDTH,
  IMAGE_VARIANT_WIDTHS,
  MEDIA_CONTENT_TYPES,
  MEDIA_KINDS,
  MEDIA_MAX_BYTES,
  type MediaKind,
  type MediaObject,
  UPLOADS_PATH,
} from '@aula/contracts/media';
import { QUOTA_EXCEEDED, TOO_MANY_UPLOADS, UNFINISHED_UPLOADS } from '@aula/contracts/media-quota';
import { DEMO_MEDIA } from '@aula/demo-content/media';
import { HttpResponse, http } from 'msw';
import { keptWithMockState } from '../state';
import { asConsole } from './bearer';
import { handle } from './declared';
import { apiError } from './responses';

interface MockUpload {
  id: string;
  allyId: number;
  allyCode: string;
  kind: MediaKind;
  filename: string;
  length: number;
  offset: number;
}

interface MockMediaWorld {
  uploads: Map<string, MockUpload>;
  media: (MediaObject & { allyId: number })[];
}

const world = keptWithMockState<MockMediaWorld>(() => ({ uploads: new Map(), media: [] }));

const TUS = { 'tus-resumable': '1.0.0' };

/** The mock ally's quota, and what its earlier media take (so the console shows "1,2 GB de 5 GB"). */
export const MOCK_MEDIA_QUOTA_BYTES = 5_000_000_000;
export const MOCK_STORED_BYTES = 1_200_000_000;

const usedBytesOf = (allyId: number) =>
  MOCK_STORED_BYTES + world().media.reduce((sum, item) => sum + (item.allyId === allyId ? item.size : 0), 0);

/** What a finished mock upload becomes: the kind's first accepted type, an image at every width. */
function finished(upload: MockUpload): MediaObject {
  const media = world().media;
  const id = Math.max(0, ...media.map((item) => item.id)) + 1;
  const base = `/media/uploads/${upload.allyCode}/mock-${id}`;
  const variants =
    upload.kind === 'image'
      ? IMAGE_VARIANT_WIDTHS.map((width) => ({
          width,
          height: Math.round((width * 9) / 16),
          url: `${base}-${width}.webp`,
        }))
      : [];
  const object: MediaObject = {
    id,
    kind: upload.kind,
    url:
      variants.find((variant) => variant.width === IMAGE_MAIN_WIDTH)?.url ??
      `${base}.${upload.kind === 'caption' ? 'vtt' : upload.kind}`,
    content_type: MEDIA_CONTENT_TYPES[upload.kind][0] ?? 'application/octet-stream',
    size: upload.length,
    sha256: '0'.repeat(64),
    width: upload.kind === 'image' ? 1280 : null,
    height: upload.kind === 'image' ? 720 : null,
    // The mock reads no bytes: every video lasts as long as the demo one.
    duration_seconds: upload.kind === 'video' ? DEMO_MEDIA.videoSeconds : null,
    variants,
    original_name: upload.filename,
    created_at: new Date().toISOString(),
  };
  media.unshift({ ...object, allyId: upload.allyId });
  return object;
}

const metadataOf = (header: string | null) =>
  Object.fromEntries(
    (header ?? '')
      .split(',')
      .filter(Boolean)
      .map((pair) => {
        const [key = '', value = ''] = pair.trim().split(' ');
        return [key, atob(value)];
      }),
  );

/**
 * The tus server of /api/console/uploads/ in the mock world: creation, offsets, chunks and the media
 * object answered to the last chunk. Only the lengths are kept, not the bytes; a file whose name
 * ends in `.wrong` is refused as the API refuses a file of the wrong content.
 */
export const consoleMediaHandlers = [
  handle(media.mediaList, ({ query, consoleAlly }) => ({
    results: world()
      .media.filter((item) => item.allyId === consoleAlly.id && (!query.kind || item.kind === query.kind))
      .map(({ allyId: _ally, ...item }) => item),
  })),
  handle(media.mediaUsage, ({ consoleAlly }) => ({
    used_bytes: usedBytesOf(consoleAlly.id),
    quota_bytes: MOCK_MEDIA_QUOTA_BYTES,
  })),
  http.post(
    `*${UPLOADS_PATH}`,
    asConsole('editor', ({ request, consoleAlly }) => {
      const metadata = metadataOf(request.headers.get('upload-metadata'));
      const kind = metadata.kind as MediaKind;
      if (!MEDIA_KINDS.includes(kind)) return apiError(400, { error: 'unknown_kind', message: 'Name the kind' });
      const length = Number(request.headers.get('upload-length'));
      if (length > MEDIA_MAX_BYTES[kind]) return apiError(413, { error: 'too_large', message: 'Too large' });
      // The API's bounds: unfinished uploads at once (here counted per ally), then the quota.
      const unfinished = [...world().uploads.values()].filter((upload) => upload.allyId === consoleAlly.id);
      if (unfinished.length >= UNFINISHED_UPLOADS.perMember.count) {
        return apiError(429, { error: TOO_MANY_UPLOADS, message: 'Too many unfinished uploads' });
      }
      if (usedBytesOf(consoleAlly.id) + length > MOCK_MEDIA_QUOTA_BYTES) {
        return apiError(413, { error: QUOTA_EXCEEDED, message: 'The upload does not fit the quota' });
      }
      const id = `${consoleAlly.id}-${crypto.randomUUID().replaceAll('-', '')}`;
      world().uploads.set(id, {
        id,
        allyId: consoleAlly.id,
        allyCode: consoleAlly.code,
        kind,
        filename: metadata.filename ?? '',
        length,
        offset: 0,
      });
      return new HttpResponse(null, { status: 201, headers: { ...TUS, location: `${UPLOADS_PATH}${id}` } });
    }),
  ),
  http.head<{ id: string }>(
    `*${UPLOADS_PATH}:id`,
    asConsole<{ id: string }>('editor', ({ params, consoleAlly }) => {
      const upload = world().uploads.get(params.id);
      if (!upload || upload.allyId !== consoleAlly.id) return new HttpResponse(null, { status: 404, headers: TUS });
      const headers = { ...TUS, 'upload-offset': String(upload.offset), 'upload-length': String(upload.length) };
      return new HttpResponse(null, { status: 200, headers });
    }),
  ),
  http.patch<{ id: string }>(
    `*${UPLOADS_PATH}:id`,
    asConsole<{ id: string }>('editor', async ({ request, params, consoleAlly }) => {
      const upload = world().uploads.get(params.id);
      if (!upload || upload.allyId !== consoleAlly.id)
        return apiError(404, { error: 'not_found', message: 'No such upload' });
      if (Number(request.headers.get('upload-offset')) !== upload.offset) {
        return apiError(409, { error: 'offset_mismatch', message: 'Offset mismatch' });
      }
      upload.offset += (await request.arrayBuffer()).byteLength;
      if (upload.offset < upload.length) {
        return new HttpResponse(null, { status: 204, headers: { ...TUS, 'upload-offset': String(upload.offset) } });
      }
      world().uploads.delete(upload.id);
      if (upload.filename.endsWith('.wrong')) {
        return apiError(415, { error: 'wrong_type', message: `This file is not a ${upload.kind}` });
      }
      return HttpResponse.json(finished(upload), { headers: { ...TUS, 'upload-offset': String(upload.offset) } });
    }),
  ),
];
