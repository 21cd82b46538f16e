import type { BrandConfig } from '@aula/brand/config-schema';
import type { LoadedBrand } from '@aula/brand/load';

import { manifestPath } from './site-markers.ts';

/**
 * The installed app's name: the brand's short name, else its name cut to 12 characters. (Here, not
 * in @aula/brand: the Vite config loads this file, and Node cannot run a package's TypeScript.)
 */
export const appShortName = (config: Pick<BrandConfig, 'name' | 'shortName'>): string =>
  config.shortName ?? config.name.slice(0, 12).trim();

/** Each ally's installable app, linked from its pages' head. */
export const manifestFileName = (allyCode: string) => manifestPath(allyCode).slice(1);

/**
 * The web app manifest of one ally: its name, colours and icon, opening on its first country's
 * landing. `faviconUrl` is where the build put the brand's icon.
 */
export function webManifest(brand: Pick<LoadedBrand, 'config' | 'theme'>, faviconUrl: string): object {
  const { config, theme } = brand;
  const [country = 'mx'] = config.countries;
  return {
    name: config.name,
    short_name: appShortName(config),
    description: config.tagline,
    lang: config.locale,
    start_url: `/${country}/${config.allyCode}`,
    scope: '/',
    display: 'standalone',
    background_color: theme.colors.light.background,
    theme_color: theme.colors.light.primary,
    icons: [{ src: faviconUrl, sizes: 'any', type: 'image/svg+xml', purpose: 'any' }],
  };
}
