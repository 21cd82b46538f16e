// The console's media: what an ally's team may upload, how large, and the codes a refused upload
// answers with. The API's checks, the uploader component and its mocks read these, so a limit or a
// code cannot differ between them.
import { z } from 'zod';
import { resultsOf } from './common';
import { apiError } from './errors';

export const MEDIA_KINDS = ['video', 'caption', 'pdf', 'image'] as const;
export type MediaKind = (typeof MEDIA_KINDS)[number];
export const mediaKind = z.enum(MEDIA_KINDS);

const MB = 1024 * 1024;

/** The largest file of each kind, in bytes (the upload is refused before its first byte beyond it). */
export const MEDIA_MAX_BYTES: Record<MediaKind, number> = {
  video: 500 * MB,
  caption: 1 * MB,
  pdf: 50 * MB,
  image: 10 * MB,
};

/** The content types each kind accepts, as found in the file's own bytes (never its name). */
export const MEDIA_CONTENT_TYPES: Record<MediaKind, readonly string[]> = {
  video: ['video/mp4', 'video/webm'],
  caption: ['text/vtt'],
  pdf: ['application/pdf'],
  image: ['image/jpeg', 'image/png', 'image/webp'],
};

/** What the file picker offers for each kind (a hint only: the server checks the bytes). */
export const MEDIA_ACCEPT: Record<MediaKind, string> = {
  video: 'video/mp4,video/webm,.mp4,.webm',
  caption: 'text/vtt,.vtt',
  pdf: 'application/pdf,.pdf',
  image: 'image/jpeg,image/png,image/webp,.jpg,.jpeg,.png,.webp',
};

/**
 * The widths an uploaded image is stored at: the site draws covers 640 px wide at most
 * (`COVER_SIZE` of ui-kit, the post's 40rem column), so 320 for phones' lists, 640, and 1280 for
 * screens of two device pixels per CSS pixel. Never enlarged: a smaller picture keeps its width.
 */
export const IMAGE_VARIANT_WIDTHS = [320, 640, 1280] as const;

/** The width whose URL is the image's own `url`: the size covers are drawn at. */
export const IMAGE_MAIN_WIDTH = 640;

/** The largest PATCH body of an upload: tus clients send the file in chunks of at most this. */
export const UPLOAD_CHUNK_BYTES = 8 * MB;

/** The path the tus server answers at (POST to create, then HEAD/PATCH/DELETE on its URL). */
export const UPLOADS_PATH = '/api/console/uploads/';

/** Codes of a refused upload (the `error` of its answer), each with words in the console's catalogues. */
export const UPLOAD_ERRORS = [
  'wrong_type',
  'too_large',
  'quota_exceeded',
  'too_many_uploads',
  'invalid_captions',
  'invalid_image',
  'unreadable_video',
  'unknown_kind',
  'upload_failed',
] as const;
export type UploadError = (typeof UPLOAD_ERRORS)[number];

export const mediaVariant = z.object({
  width: z.number().int().positive(),
  height: z.number().int().positive(),
  url: z.string(),
});

/** One stored file of an ally: what a part, post or cover keeps is its `url`. */
export const mediaObject = z.object({
  id: z.number().int(),
  kind: mediaKind,
  url: z.string(),
  content_type: z.string(),
  size: z.number().int().nonnegative(),
  sha256: z.string().regex(/^[0-9a-f]{64}$/),
  width: z.number().int().nullable(),
  height: z.number().int().nullable(),
  /** A video's length in seconds, read from its file when it was uploaded; null for other kinds. */
  duration_seconds: z.number().positive().nullable(),
  /** Images only: the same picture at each stored width, narrowest first. */
  variants: z.array(mediaVariant),
  /** The name the file had on the uploader's computer (shown in lists; never used to store it). */
  original_name: z.string(),
  /** What the picture shows, for people who cannot see it: offered when it is put in a text ('' not yet said). */
  alt: z.string(),
  created_at: z.iso.datetime({ offset: true }),
});
export type MediaObject = z.infer<typeof mediaObject>;

/** GET /api/console/media/?kind=&q= (`q`: words of the file's name or its description). */
export const mediaListQuery = z.object({
  kind: mediaKind.optional(),
  q: z.string().trim().max(100, 'must be at most 100 characters').optional(),
});

/** The longest description a picture keeps (screen readers read it whole). */
export const MEDIA_ALT_MAX = 250;

/** PATCH /api/console/media/{id}/: what the picture shows. */
export const mediaAltBody = z
  .object({ alt: z.string().trim().max(MEDIA_ALT_MAX, `must be at most ${MEDIA_ALT_MAX} characters`) })
  .strict();

/** Where the ally's content uses a file: the item's kind, id and title (a part names its lesson too). */
export const mediaUse = z.object({
  kind: z.enum(['module', 'lesson', 'part', 'post', 'landing']),
  id: z.number().int(),
  title: z.string(),
  /** A part's lesson, so the editor can find it. */
  lesson: z.object({ id: z.number().int(), title: z.string() }).optional(),
});
export type MediaUse = z.infer<typeof mediaUse>;

/** GET /api/console/media/{id}/uses/ */
export const mediaUses = z.object({ uses: z.array(mediaUse) });

/** `?confirm=true` deletes a file the ally's content still uses (those pictures stop showing). */
export const mediaDeleteQuery = z.object({
  confirm: z
    .enum(['true', 'false'], { error: 'must be true or false' })
    .optional()
    .transform((value) => value === 'true'),
});

/** 409 `media_in_use`: deleting needs `?confirm=true`; `uses` names where the file is used. */
export const MEDIA_IN_USE = 'media_in_use';
export const mediaInUseError = apiError.extend({ error: z.literal(MEDIA_IN_USE), uses: z.array(mediaUse) });
export const mediaList = resultsOf(mediaObject);
