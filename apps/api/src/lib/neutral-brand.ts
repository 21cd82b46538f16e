import type { BrandSettings } from '@aula/contracts/console-brand';
import type { ShareNetwork } from '@aula/contracts/share-networks';
import { allyRoutes } from '@aula/contracts/site-paths';

/** The brand's fields its pages, app and structured data read besides name, tagline and colours. */
export type BrandSiteFields = Pick<
  BrandSettings,
  'short_name' | 'organization' | 'legal' | 'share_networks' | 'countries' | 'default_country' | 'font'
>;

export const SITE_FIELD_NAMES = [
  'short_name',
  'organization',
  'legal',
  'share_networks',
  'countries',
  'default_country',
  'font',
] as const satisfies readonly (keyof BrandSiteFields)[];

/** The share buttons of a brand that lists none (those `npm run brand:new` writes). */
const DEFAULT_SHARE_NETWORKS: readonly ShareNetwork[] = ['whatsapp', 'facebook', 'email', 'copy'];

/**
 * The site fields of an ally whose folder gives none: its name (cut to 12 for the app), the site's
 * own legal pages, the usual share buttons, the countries it offers. The organisation's address is
 * left blank: the console asks the team for it before a save.
 */
export function startingSiteFields(name: string, countries: string[]): BrandSiteFields {
  return {
    short_name: name.slice(0, 12).trim(),
    organization: { name, url: '', logo_caption: name },
    legal: { terms_url: allyRoutes.terms, privacy_url: allyRoutes.privacy },
    share_networks: [...DEFAULT_SHARE_NETWORKS],
    countries,
    default_country: countries[0] ?? '',
    // The theme's own fonts: nothing more to download.
    font: 'system',
  };
}

/**
 * Aula's own colours (those of apps/web/neutral/theme.json, the product's identity), for an ally
 * whose brand was never seeded nor published. Every pair passes WCAG AA, as a team's must
 * (test/console-brand.test.ts holds it to `contrastProblems`).
 */
export const NEUTRAL_BRAND_COLORS: BrandSettings['colors'] = {
  light: {
    primary: '#2f4858',
    onPrimary: '#ffffff',
    secondary: '#33658a',
    onSecondary: '#ffffff',
    background: '#f7f7f5',
    surface: '#ffffff',
    text: '#1f2933',
    textMuted: '#52606d',
    border: '#cbd2d9',
    focus: '#d97706',
    danger: '#b3261e',
    success: '#1e7a3c',
  },
  dark: {
    primary: '#9fb3c8',
    onPrimary: '#102a43',
    secondary: '#86b4d6',
    onSecondary: '#102a43',
    background: '#131a21',
    surface: '#1f2933',
    text: '#f0f4f8',
    textMuted: '#bcccdc',
    border: '#3e4c59',
    focus: '#f0b429',
    danger: '#ff8a80',
    success: '#7ddc9a',
  },
};
