/**
 * Link-preview tags (Open Graph, read by WhatsApp, Facebook, Telegram; and Twitter's card) of a
 * server-rendered page. Crawlers run no script, so these must be in the HTML the server sends.
 */
export interface LinkPreview {
  title: string;
  description: string;
  /** The page's path; with the visitor's origin it becomes og:url (none: a head shared by every page). */
  path?: string | undefined;
  type: 'website' | 'article';
  /** The page's own picture (a post's cover, a landing's hero): a large card. */
  image?: string | null | undefined;
  /** The site's picture when the page has none (the ally's logo): a small card. */
  fallbackImage?: string | undefined;
  siteName: string;
  /** The page's country (`mx`), when it has one; with the language it makes og:locale. */
  country?: string | undefined;
  language: string;
}

/**
 * `es_MX`, `es_CO`, `en_US`: the language and the page's country. English is written for the US
 * (the one English territory Facebook groups by); a page of no country is Latin American Spanish.
 */
export function ogLocale(language: string, country: string | undefined): string {
  if (language === 'en') return 'en_US';
  return country ? `${language}_${country.toUpperCase()}` : `${language}_LA`;
}

const escapeAttribute = (text: string) =>
  text.replace(/[<>&"]/g, (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', '"': '&quot;' })[c] ?? c);

/**
 * A crawler needs absolute addresses. A root-relative one is completed with the origin the visitor
 * asked at; without one (a Host this server does not serve) it is left out rather than guessed.
 */
function absolute(url: string | null | undefined, origin: string | undefined): string | undefined {
  if (!url) return undefined;
  if (/^https?:\/\//.test(url)) return url;
  return origin && url.startsWith('/') && !url.startsWith('//') ? new URL(url, origin).href : undefined;
}

export function linkPreviewTags(preview: LinkPreview, pageOrigin: string | undefined): string[] {
  const ownImage = absolute(preview.image, pageOrigin);
  const image = ownImage ?? absolute(preview.fallbackImage, pageOrigin);
  const url = absolute(preview.path, pageOrigin);
  const properties: [string, string | undefined][] = [
    ['og:type', preview.type],
    ['og:site_name', preview.siteName],
    ['og:title', preview.title],
    ['og:description', preview.description],
    ['og:locale', ogLocale(preview.language, preview.country)],
    ['og:url', url],
    ['og:image', image],
    ['og:image:alt', image ? preview.title : undefined],
  ];
  const names: [string, string | undefined][] = [
    ['twitter:card', ownImage ? 'summary_large_image' : 'summary'],
    ['twitter:title', preview.title],
    ['twitter:description', preview.description],
    ['twitter:image', image],
  ];
  return [
    `<meta name="description" content="${escapeAttribute(preview.description)}" />`,
    ...properties.flatMap(([property, content]) =>
      content ? [`<meta property="${property}" content="${escapeAttribute(content)}" />`] : [],
    ),
    ...names.flatMap(([name, content]) =>
      content ? [`<meta name="${name}" content="${escapeAttribute(content)}" />`] : [],
    ),
  ];
}
