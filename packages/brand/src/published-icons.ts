import { brandIconPath } from '@aula/contracts/brand-icons';
import type { SiteBrand } from '@aula/contracts/console-brand';
import type { Brand } from './brand';

/**
 * The tab's and the home screen's icons when the ally's team published an app icon: the PNGs the
 * API draws from it, at the publication's own addresses; none (the brand's own favicon) without one.
 */
export function publishedIcons(
  allyCode: string,
  published: Partial<SiteBrand>,
): Partial<Pick<Brand, 'faviconUrl' | 'appleTouchIconUrl'>> {
  if (!published.app_icon_url || !published.version) return {};
  return {
    faviconUrl: brandIconPath(allyCode, published.version, '192'),
    appleTouchIconUrl: brandIconPath(allyCode, published.version, 'apple-touch-180'),
  };
}
