import type { Brand } from '@aula/brand/brand';
import { organizationJsonLd } from '@aula/brand/jsonld';
import { resolveTheme } from '@aula/brand/theme';
import { fontFaceCss, fontFilePath } from '@aula/contracts/brand-font-files';
import type { WebFontId } from '@aula/contracts/brand-fonts';
import { BRAND_FONT_ID, fontPreloadId } from '@aula/ui-kit/font-face';
import { manifestPath } from '../../vite/site-markers';
import { neutralIdentity } from '../brands';
import { type LinkPreview, linkPreviewTags } from './link-preview';

const escapeHtml = (text: string) =>
  text.replace(/[<>&"]/g, (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', '"': '&quot;' })[c] ?? c);

/** JSON that cannot close its <script> element early. */
const scriptJson = (data: unknown) => JSON.stringify(data).replace(/</g, '\\u003c');

/**
 * The typeface the ally's team chose: its latin file asked for at once, its @font-face (the ids the
 * app keeps them by: `useFontFace`). An ally on its theme's own fonts gets neither.
 */
function fontTags(font: WebFontId): string[] {
  const href = escapeHtml(fontFilePath(font, 'latin'));
  return [
    `<link rel="preload" id="${fontPreloadId(BRAND_FONT_ID)}" href="${href}" as="font" type="font/woff2" crossorigin />`,
    `<style id="${BRAND_FONT_ID}">${fontFaceCss(font)}</style>`,
  ];
}

/**
 * The head a rendered page adds to the shell: its title, the site's icon and browser colour, the
 * ally's organisation data for search engines and the page's styles, so the first paint is
 * complete and styled before any script runs (the shell's own title, icon and colour give way).
 * A public page adds its link preview (`preview`, with the origin the visitor asked at).
 */
export function pageHead({
  brand,
  title,
  styles,
  preview,
}: {
  brand: Brand | undefined;
  title: string;
  styles: string;
  preview?: { page: LinkPreview; origin: string | undefined };
}) {
  const site = brand ? { theme: brand.theme, faviconUrl: brand.faviconUrl } : neutralIdentity;
  const color = resolveTheme(site.theme, 'light').colors.primary;
  const tags = [
    `<title>${escapeHtml(title)}</title>`,
    `<meta name="theme-color" content="${escapeHtml(color)}" />`,
    `<link rel="icon" href="${escapeHtml(site.faviconUrl)}" />`,
  ];
  if (brand?.webFont) tags.push(...fontTags(brand.webFont));
  // The home screen's icon, drawn from the app icon the team published (none: the browser's own).
  if (brand?.appleTouchIconUrl)
    tags.push(`<link rel="apple-touch-icon" href="${escapeHtml(brand.appleTouchIconUrl)}" />`);
  if (preview) tags.push(...linkPreviewTags(preview.page, preview.origin));
  if (brand) {
    tags.push(`<link rel="manifest" href="${manifestPath(brand.config.allyCode)}" />`);
    const { url } = brand.config.organization;
    const jsonLd = URL.canParse(url) ? organizationJsonLd(brand, new URL(url).origin) : undefined;
    if (jsonLd) {
      tags.push(`<script type="application/ld+json" id="organization-jsonld">${scriptJson(jsonLd)}</script>`);
    }
  }
  tags.push(styles);
  return tags.join('\n    ');
}
