import { open } from 'node:fs/promises';
import { extname, join, normalize, sep } from 'node:path';
import { createFile, MP4BoxBuffer } from 'mp4box';
import { type IMetadataEvent, parseBuffer } from 'music-metadata';
import { MEDIA_PREFIX, mediaRoot } from './media';

// A video part counts once most of it was played (services/part-progress.ts), so its real length
// must come from the file, not from what an editor typed. Both readers are plain JavaScript (no
// ffprobe binary to install) and read only the container's header:
// - MP4: `mp4box` (GPAC's parser) gives the movie header's length (`mvhd`, or a fragmented file's
//   `mehd`), video-only files too; music-metadata takes an MP4's length from its audio track only.
// - WebM: `music-metadata` reads the segment's `Info/Duration` from the file's head (it shares
//   `file-type`'s tokenizer).

/** How much of an MP4 is read per step while looking for its `moov` box (skipping what mp4box skips). */
const MP4_STEP_BYTES = 1024 * 1024;
/** Steps before giving up: a file whose header is not found by then names no length we read. */
const MP4_MAX_STEPS = 64;

/** A WebM's header (EBML, SeekHead, Info) lies within its first bytes; the clusters after it are not read. */
const WEBM_HEAD_BYTES = 1024 * 1024;

const positive = (seconds: number | undefined) =>
  seconds !== undefined && Number.isFinite(seconds) && seconds > 0 ? seconds : null;

/** An MP4's length from its movie header; mp4box says which offset it needs next (past `mdat`). */
async function mp4Seconds(file: string): Promise<number | null> {
  const mp4 = createFile();
  let seconds: number | null = null;
  let ready = false;
  mp4.onReady = (info) => {
    ready = true;
    const fragmented = info.fragment_duration ? info.fragment_duration.num / info.fragment_duration.den : 0;
    seconds = positive(info.timescale > 0 ? info.duration / info.timescale : undefined) ?? positive(fragmented);
  };
  mp4.onError = () => {
    ready = true;
  };
  const handle = await open(file, 'r');
  try {
    const { size } = await handle.stat();
    let offset = 0;
    for (let step = 0; step < MP4_MAX_STEPS && !ready && offset < size; step += 1) {
      const bytes = new ArrayBuffer(Math.min(MP4_STEP_BYTES, size - offset));
      const { bytesRead } = await handle.read(new Uint8Array(bytes), 0, bytes.byteLength, offset);
      if (bytesRead === 0) break;
      const next = mp4.appendBuffer(MP4BoxBuffer.fromArrayBuffer(bytes.slice(0, bytesRead), offset));
      offset = next > offset ? next : offset + bytesRead;
    }
    if (!ready) mp4.flush();
  } finally {
    await handle.close();
  }
  return seconds;
}

/** A WebM's length from the segment's `Info`, which comes before any cluster: only the file's head is read. */
async function webmSeconds(file: string): Promise<number | null> {
  const handle = await open(file, 'r');
  try {
    const head = Buffer.alloc(Math.min(WEBM_HEAD_BYTES, (await handle.stat()).size));
    const { bytesRead } = await handle.read(head, 0, head.length, 0);
    const bytes = head.subarray(0, bytesRead);
    // The parser goes on past Info into the clusters, which the head cuts off (or, in a file made
    // by hand, which are not EBML at all) and may throw there: the length it read before counts.
    let seconds: number | undefined;
    const observer = ({ tag }: IMetadataEvent) => {
      if (tag.type === 'format' && tag.id === 'duration') seconds = Number(tag.value);
    };
    await parseBuffer(bytes, { mimeType: 'video/webm', size: bytes.length }, { skipCovers: true, observer }).catch(
      () => undefined,
    );
    return positive(seconds);
  } finally {
    await handle.close();
  }
}

/**
 * The video's length in seconds as its header says, or null when it names none (or is no video of
 * that type). `contentType` is what the file's bytes showed (services/media-uploads.ts).
 */
export async function videoSecondsOf(file: string, contentType: string): Promise<number | null> {
  try {
    if (contentType === 'video/mp4') return await mp4Seconds(file);
    if (contentType === 'video/webm') return await webmSeconds(file);
    return null;
  } catch {
    return null;
  }
}

/** The whole seconds a part stores (`lesson_parts.media_seconds`): at least 1, so a length is never 0. */
export const wholeSeconds = (seconds: number) => Math.max(1, Math.round(seconds));

const SERVED_TYPES: Record<string, string> = { '.mp4': 'video/mp4', '.webm': 'video/webm' };
const servedLengths = new Map<string, Promise<number | null>>();

/**
 * The length of a video this server ships in apps/api/media (the demo's), by its URL; null for any
 * other address. Read once per process: those files change only with a release.
 */
export function servedVideoSeconds(mediaUrl: string): Promise<number | null> {
  const type = SERVED_TYPES[extname(mediaUrl).toLowerCase()];
  if (!type || !mediaUrl.startsWith(MEDIA_PREFIX)) return Promise.resolve(null);
  const file = normalize(join(mediaRoot, mediaUrl.slice(MEDIA_PREFIX.length)));
  if (!file.startsWith(`${mediaRoot}${sep}`)) return Promise.resolve(null);
  let length = servedLengths.get(file);
  if (!length) {
    length = videoSecondsOf(file, type);
    servedLengths.set(file, length);
  }
  return length;
}
