import { existsSync } from 'node:fs';
import { join, normalize, sep } from 'node:path';
import { apiRoot } from '../paths';

/** Media the API serves itself (demo videos, captions, downloads, post covers), under MEDIA_PREFIX. */
export const mediaRoot = join(apiRoot, 'media');
export const MEDIA_PREFIX = '/media/';

/**
 * Captions live beside their video with the same name and a .vtt extension, so a video and its
 * captions are uploaded together and need no column of their own. Only media this server holds
 * can be checked; a video on another host has no captions we know of.
 */
export function captionsFor(mediaUrl: string | null): string | null {
  if (!mediaUrl?.startsWith(MEDIA_PREFIX)) return null;
  const captions = mediaUrl.replace(/\.[a-z0-9]+$/i, '.vtt');
  if (captions === mediaUrl) return null;
  const file = normalize(join(mediaRoot, captions.slice(MEDIA_PREFIX.length)));
  if (!file.startsWith(`${mediaRoot}${sep}`)) return null;
  return existsSync(file) ? captions : null;
}
