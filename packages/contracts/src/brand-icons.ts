// The installed app's icons, drawn by the API from the picture an ally's team published as its app
// icon (the console's "Marca", issue 39): one list for the manifest, the pages' head and the route
// that serves them. No zod here: the pages' first download reads it.

/**
 * The side an app icon must at least have (and be square). The largest icon drawn is 512 px, but
 * uploads keep a picture only at the widths the site draws (320, 640, 1280: IMAGE_VARIANT_WIDTHS),
 * so a 600 px upload is stored at 320: 640 is the least that is stored large enough.
 */
export const APP_ICON_MIN_PX = 640;

/**
 * Each icon by its file name: `any` for the manifest, `maskable` the picture at 80% on the brand's
 * light background (a launcher may cut it to a circle), `apple-touch` on that background too (iOS
 * draws transparency black).
 */
export const BRAND_ICONS = {
  '192': { size: 192, purpose: 'any' },
  '512': { size: 512, purpose: 'any' },
  'maskable-512': { size: 512, purpose: 'maskable' },
  'apple-touch-180': { size: 180, purpose: 'apple-touch' },
} as const;

export type BrandIconName = keyof typeof BRAND_ICONS;

export const isBrandIconName = (name: string): name is BrandIconName => Object.hasOwn(BRAND_ICONS, name);

/** Where an icon of a publication is served: each publication its own address, kept for a year. */
export const brandIconPath = (allyCode: string, version: number, icon: BrandIconName) =>
  `/brand-icons/${allyCode}/${version}/${icon}.png`;
