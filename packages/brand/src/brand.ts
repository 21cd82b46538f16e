import type { BrandTheme } from '@aula/contracts/brand-theme';
import type { BrandConfig } from './config-schema';

/** One ally's brand as the web app holds it: validated data plus the URLs of its assets. */
export interface Brand {
  config: BrandConfig;
  theme: BrandTheme;
  logoUrl: string;
  faviconUrl: string;
}

/** The logo size the spec fixes for every ally (organisation structured data). */
export const LOGO_SIZE = { width: 326, height: 127 } as const;
