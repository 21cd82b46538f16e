import type { Database } from '../../db/client';
import { MEDIA_PREFIX } from '../../lib/media';
import { servedVideoSeconds, wholeSeconds } from '../../lib/video-length';
import { uploadedVideoSeconds } from '../../repositories/media';

/**
 * The real length of the video a part plays, stored with the part (`lesson_parts.media_seconds`):
 * what "most of it was played" is measured against, whatever minutes the editor typed. Known for
 * the ally's own uploads (read from the file at upload) and the demo files this server ships; a
 * video on another site has none, and its typed minutes stand in (services/part-progress.ts).
 */
export async function partVideoSeconds(
  db: Database,
  allyId: number,
  part: { kind: string; media_url: string | null },
): Promise<number | null> {
  if (part.kind !== 'video' || !part.media_url?.startsWith(MEDIA_PREFIX)) return null;
  const seconds =
    (await uploadedVideoSeconds(db, allyId, part.media_url.slice(MEDIA_PREFIX.length))) ??
    (await servedVideoSeconds(part.media_url));
  return seconds === null ? null : wholeSeconds(seconds);
}
