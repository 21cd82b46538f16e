import { consoleMediaEndpoints as media } from '@aula/contracts/endpoints/console-media';
import {
  IMAGE_MAIN_WIDTH,
  IMAGE_VARIANT_WIDTHS,
  MEDIA_CONTENT_TYPES,
  MEDIA_IN_USE,
  MEDIA_KINDS,
  MEDIA_MAX_BYTES,
  type MediaKind,
  type MediaObject,
  type MediaUse,
  UPLOADS_PATH,
} from '@aula/contracts/media';
import { QUOTA_EXCEEDED, TOO_MANY_UPLOADS, UNFINISHED_UPLOADS } from '@aula/contracts/media-quota';
import { DEMO_MEDIA } from '@aula/demo-content/media';
import { HttpResponse, http } from 'msw';
import { keptWithMockState, mockState } from '../state';
import { asConsole } from './bearer';
import { handle } from './declared';
import { apiError, notFound } from './responses';

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

/** Puts finished files in an ally's library, as if uploaded (stories and tests of the library). */
export function addMockMedia(allyId: number, items: MediaObject[]) {
  world().media.unshift(...items.map((item) => ({ ...item, allyId })));
}

/** Where the mock curriculum uses a file: covers, parts' files and readings (as the API, by its address). */
function usesOf(allyId: number, item: MediaObject): MediaUse[] {
  const addresses = [item.url, ...item.variants.map((variant) => variant.url)];
  const mentions = (...texts: (string | null)[]) =>
    texts.some((text) => text !== null && addresses.some((address) => text.includes(address)));
  const { modules, lessons, parts } = mockState().curriculum;
  const mine = modules.filter((module) => module.allyId === allyId);
  const mineIds = new Set(mine.map((module) => module.id));
  const myLessons = lessons.filter((lesson) => mineIds.has(lesson.module_id));
  return [
    ...mine
      .filter((module) => mentions(module.cover_image_url))
      .map(({ id, title }) => ({ kind: 'module' as const, id, title })),
    ...myLessons
      .filter((lesson) => mentions(lesson.cover_image_url))
      .map(({ id, title }) => ({ kind: 'lesson' as const, id, title })),
    ...parts.flatMap((part) => {
      const lesson = myLessons.find((candidate) => candidate.id === part.lesson_id);
      if (!lesson || !mentions(part.media_url, part.body_html)) return [];
      return [
        { kind: 'part' as const, id: part.id, title: part.title, lesson: { id: lesson.id, title: lesson.title } },
      ];
    }),
  ];
}

const mediaOfAlly = (allyId: number, id: number) =>
  world().media.find((item) => item.allyId === allyId && item.id === id);
const withoutAlly = ({ allyId: _ally, ...item }: MediaObject & { allyId: number }): MediaObject => item;

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
    alt: '',
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
  handle(media.mediaList, ({ query, consoleAlly }) => {
    const words = query.q?.toLocaleLowerCase();
    const found = (item: MediaObject) =>
      !words || `${item.original_name} ${item.alt}`.toLocaleLowerCase().includes(words);
    return {
      results: world()
        .media.filter((item) => item.allyId === consoleAlly.id && (!query.kind || item.kind === query.kind))
        .filter(found)
        .map(withoutAlly),
    };
  }),
  handle(media.mediaDescribe, ({ params, body, consoleAlly }) => {
    const item = mediaOfAlly(consoleAlly.id, params.id);
    if (!item) return notFound('Media not found');
    item.alt = body.alt;
    return withoutAlly(item);
  }),
  handle(media.mediaUses, ({ params, consoleAlly }) => {
    const item = mediaOfAlly(consoleAlly.id, params.id);
    return item ? { uses: usesOf(consoleAlly.id, item) } : notFound('Media not found');
  }),
  handle(media.mediaDelete, ({ params, query, consoleAlly }) => {
    const item = mediaOfAlly(consoleAlly.id, params.id);
    if (!item) return notFound('Media not found');
    const uses = usesOf(consoleAlly.id, item);
    if (uses.length > 0 && !query.confirm) {
      return HttpResponse.json(
        { error: MEDIA_IN_USE, message: 'The file is still used: delete with ?confirm=true', uses },
        { status: 409 },
      );
    }
    world().media = world().media.filter((candidate) => candidate !== item);
    return { deleted: true as const };
  }),
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
