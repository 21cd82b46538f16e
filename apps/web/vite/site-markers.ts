// Names shared by the plugin (bundled into vite.config, so it may not import @aula/* TypeScript at
// run time) and brand-site.ts (which does): a plain module both can import.

/** Where the shared build's index.html takes the brand's head. */
export const BRAND_HEAD_MARKER = '<!--aula:brand-head-->';
/** The id of the inline JSON the app of a per-brand site reads its brand from. */
export const SITE_DATA_ID = 'aula-site';
/** Each ally's web app manifest, at the site's root (written by the brands plugin). */
export const manifestPath = (allyCode: string) => `/manifest-${allyCode}.webmanifest`;
