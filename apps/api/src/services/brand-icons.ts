import { APP_ICON_MIN_PX, BRAND_ICONS, type BrandIconName } from '@aula/contracts/brand-icons';
import sharp from 'sharp';
import { fieldRefused } from '../lib/console-input';
import { PICTURE_FORMATS, pictureOf, readStoredPicture } from '../lib/stored-picture';
import type { MediaStorage } from '../ports/media-storage';

// The installed app's icons of an ally (issue 39): drawn from the picture its team published as
// its app icon, which a save checks is square and large enough for the largest of them.

/** Why a picture cannot be the app icon, in the API's field words, or undefined when it can. */
async function appIconProblem(storage: MediaStorage, url: string): Promise<string | undefined> {
  const bytes = await readStoredPicture(storage, url);
  if (!bytes) return 'must be a picture uploaded to this site (none is stored at this address)';
  let size: { width: number; height: number };
  try {
    const meta = await pictureOf(bytes).metadata();
    if (!PICTURE_FORMATS.includes(meta.format ?? '')) return 'must be a PNG, JPEG or WebP picture';
    size = { width: meta.width ?? 0, height: meta.height ?? 0 };
  } catch {
    return 'must be a PNG, JPEG or WebP picture';
  }
  const measured = `this picture is stored at ${size.width} × ${size.height} px`;
  if (size.width !== size.height) return `must be square (${measured})`;
  if (size.width < APP_ICON_MIN_PX) return `must be at least ${APP_ICON_MIN_PX} × ${APP_ICON_MIN_PX} px (${measured})`;
  return undefined;
}

/** Refuses a save (400 naming `app_icon_url`) whose app icon the icons cannot be drawn from. */
export async function requireDrawableAppIcon(storage: MediaStorage, url: string | null): Promise<void> {
  if (url === null) return;
  const problem = await appIconProblem(storage, url);
  if (problem) throw fieldRefused('app_icon_url', problem);
}

/**
 * One icon as a PNG: `any` the picture at the icon's size; `maskable` at 80% (a launcher's mask
 * keeps that middle) on the brand's light background; `apple-touch` flattened on it, as iOS would
 * draw transparency black.
 */
export async function drawBrandIcon(picture: Buffer, icon: BrandIconName, background: string): Promise<Buffer> {
  const { size, purpose } = BRAND_ICONS[icon];
  const square = (side: number) => pictureOf(picture).resize(side, side, { fit: 'cover' });
  if (purpose === 'any') return square(size).png().toBuffer();
  if (purpose === 'apple-touch') return square(size).flatten({ background }).png().toBuffer();
  const inner = await square(Math.round(size * 0.8))
    .png()
    .toBuffer();
  return sharp({ create: { width: size, height: size, channels: 4, background } })
    .composite([{ input: inner, gravity: 'centre' }])
    .png()
    .toBuffer();
}
