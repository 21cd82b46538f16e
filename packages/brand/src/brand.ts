import type { WebFontId } from '@aula/contracts/brand-fonts';
import type { BrandTheme } from '@aula/contracts/brand-theme';
import type { BrandConfig } from './config-schema';

/** One ally's brand as the web app holds it: validated data plus the URLs of its assets. */
export interface Brand {
  config: BrandConfig;
  theme: BrandTheme;
  logoUrl: string;
  faviconUrl: string;
  /** The home-screen icon iOS asks for (`apple-touch-icon`): drawn from the published app icon. */
  appleTouchIconUrl?: string;
  /**
   * The typeface the team published, which the site serves (the theme's fonts name it; the pages
   * load its @font-face); none: the theme's own fonts, nothing to download.
   */
  webFont?: WebFontId;
}

/** The logo size the spec fixes for every ally (organisation structured data). */
export const LOGO_SIZE = { width: 326, height: 127 } as const;
