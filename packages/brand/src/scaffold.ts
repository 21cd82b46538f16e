// The files of a new brand folder (`npm run brand:new`): valid, readable and buildable as written,
// so an ally team starts from a working site and edits from there. Pure: the caller writes them.

import type { BrandTheme } from '@aula/contracts/brand-theme';
import { allyRoutes } from '@aula/contracts/site-paths';
import { LOGO_SIZE } from './brand';
import type { BrandConfig, ShareNetwork } from './config-schema';
import { hueOf, readablePalette } from './palette';

export interface ScaffoldOptions {
  allyCode: string;
  name: string;
  countries: string[];
  /** A `#rrggbb` whose hue the palette takes; default: a hue drawn from the ally code. */
  color?: string;
  tagline?: string;
  locale?: BrandConfig['locale'];
  shareNetworks?: ShareNetwork[];
}

export type BrandFiles = Record<'brand.json' | 'theme.json' | 'logo.svg' | 'favicon.svg', string>;

/** A stable hue per ally code, so two new brands rarely look alike. */
export function hueFromCode(allyCode: string): number {
  let hash = 2166136261;
  for (const char of allyCode) hash = Math.imul(hash ^ char.charCodeAt(0), 16777619);
  return (hash >>> 0) % 360;
}

const escapeXml = (text: string) =>
  text.replace(/[<>&"']/g, (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', '"': '&quot;', "'": '&apos;' })[c] ?? c);

export function scaffoldTheme(hue: number): BrandTheme {
  const system = "system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif";
  return {
    colors: readablePalette(hue),
    fonts: { body: system, heading: system },
    fontSizes: { sm: '0.875rem', md: '1rem', lg: '1.25rem', xl: '1.5rem', xxl: '2rem' },
    radii: { sm: '4px', md: '8px', lg: '16px', pill: '999px' },
    space: { xs: '4px', sm: '8px', md: '16px', lg: '24px', xl: '40px' },
    shadows: { card: '0 1px 3px rgba(0, 0, 0, 0.16)', overlay: '0 8px 32px rgba(0, 0, 0, 0.32)' },
  };
}

export function scaffoldConfig(options: ScaffoldOptions): BrandConfig {
  const [defaultCountry = 'mx'] = options.countries;
  return {
    allyCode: options.allyCode,
    name: options.name,
    tagline: options.tagline ?? `${options.name}: aprende a hacer crecer tu negocio.`,
    countries: options.countries,
    defaultCountry,
    locale: options.locale ?? 'es',
    organization: {
      name: options.name,
      url: `https://${options.allyCode}.example`,
      logoCaption: `${options.name}: aprendizaje para tu negocio`,
    },
    // The site's own pages, written from this file, until the ally gives the addresses of its own.
    legal: { termsUrl: allyRoutes.terms, privacyUrl: allyRoutes.privacy },
    features: { blog: true, achievements: true },
    shareNetworks: options.shareNetworks ?? ['whatsapp', 'facebook', 'email', 'copy'],
  };
}

/** A placeholder logo at the spec's size: the name on the brand's primary colour. */
export function placeholderLogo(name: string, background: string, foreground: string): string {
  const { width, height } = LOGO_SIZE;
  const size = Math.max(20, Math.min(44, Math.floor(560 / Math.max(name.length, 1))));
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}" role="img" aria-label="${escapeXml(name)}">`,
    `  <rect width="${width}" height="${height}" rx="16" fill="${background}"/>`,
    `  <text x="${width / 2}" y="${height / 2}" dominant-baseline="central" text-anchor="middle" font-family="system-ui, sans-serif" font-size="${size}" font-weight="700" fill="${foreground}">${escapeXml(name)}</text>`,
    '</svg>',
    '',
  ].join('\n');
}

export function placeholderFavicon(name: string, background: string, foreground: string): string {
  const initial = escapeXml((name.trim()[0] ?? '?').toUpperCase());
  return `<svg xmlns="http://www.w3.org/2000/svg" width="32" height="32" viewBox="0 0 32 32"><title>${escapeXml(name)}</title><rect width="32" height="32" rx="6" fill="${background}"/><text x="16" y="17" dominant-baseline="central" text-anchor="middle" font-family="system-ui, sans-serif" font-size="20" font-weight="700" fill="${foreground}">${initial}</text></svg>\n`;
}

export function scaffoldBrand(options: ScaffoldOptions): BrandFiles {
  const hue = options.color ? hueOf(options.color) : hueFromCode(options.allyCode);
  const theme = scaffoldTheme(hue);
  const { primary, onPrimary } = theme.colors.light;
  return {
    'brand.json': `${JSON.stringify(scaffoldConfig(options), null, 2)}\n`,
    'theme.json': `${JSON.stringify(theme, null, 2)}\n`,
    'logo.svg': placeholderLogo(options.name, primary, onPrimary),
    'favicon.svg': placeholderFavicon(options.name, primary, onPrimary),
  };
}
