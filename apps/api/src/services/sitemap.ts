import { fillPath } from '@aula/contracts/endpoint';
import { sitemapEndpoints } from '@aula/contracts/endpoints/sitemaps';
import { type AllySite, allyPath, siteRoutes } from '@aula/contracts/site-paths';
import type { Database } from '../db/client';
import { escapeMarkup } from '../lib/html';
import { listPostDates } from '../repositories/posts';
import { publishedLessons } from './cached-lessons';
import type { ContentCache } from './content-cache';

// What search engines read: each ally site's sitemap (its public pages) and the site's robots.txt.
// Both name pages by absolute address on the one origin the route chose (routes/sitemaps.ts).

/** One page of a sitemap: its path on the site and, where it is known, when its content last changed. */
export interface SitemapPage {
  path: string;
  lastChanged?: Date;
}

const later = (a: Date, b: Date) => (a > b ? a : b);

/**
 * The pages of an ally's site anyone reads without signing in: the landing, the blog, each post
 * the blog shows (read as the blog reads them: the ally's own and the platform's of the country)
 * and each lesson's preview (the address a shared lesson link opens, drawn for visitors). Nothing
 * only a learner or the ally's team may open.
 */
export async function publicPages(
  db: Database,
  cache: ContentCache,
  site: AllySite,
  allyId: number,
): Promise<SitemapPage[]> {
  const [posts, lessons] = await Promise.all([
    listPostDates(db, { country: site.country, allyId }),
    publishedLessons(cache, { allyId, countryCode: site.country }),
  ]);
  return [
    { path: allyPath(site, 'landing') },
    { path: allyPath(site, 'blog') },
    // A post scheduled after its last edit changes on the blog when it comes out.
    ...posts.map(({ slug, publishedAt, updatedAt }) => ({
      path: allyPath(site, 'blogPost', { slug }),
      lastChanged: later(publishedAt, updatedAt),
    })),
    // No date: the cached lesson knows when it was published, not when its content last changed.
    ...lessons.map(({ id }) => ({ path: allyPath(site, 'lesson', { lessonId: id }) })),
  ];
}

/** W3C Datetime to the second, in UTC (`2025-03-01T12:00:00Z`). */
const w3cDatetime = (date: Date) => date.toISOString().replace(/\.\d+Z$/, 'Z');

/** A sitemaps.org `<urlset>` of the pages on `origin`, every address escaped as XML text. */
export function sitemapXml(origin: string, pages: readonly SitemapPage[]): string {
  const urls = pages.map(({ path, lastChanged }) => {
    const lastmod = lastChanged ? `<lastmod>${w3cDatetime(lastChanged)}</lastmod>` : '';
    return `  <url><loc>${escapeMarkup(`${origin}${path}`)}</loc>${lastmod}</url>`;
  });
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...urls,
    '</urlset>',
    '',
  ].join('\n');
}

/** Paths of no ally that no crawler should read: the API (signed report links too), the developer hooks, the theme studio. */
const CLOSED_PATHS = ['/api/', '/admin/', '/reports/', '/dev/', siteRoutes.themeStudio];

/**
 * robots.txt: every site's pages open to crawlers but its console and the closed paths above, and
 * each site's sitemap. The consoles are named site by site: one wildcard rule for all of them would
 * also close a blog post whose slug starts with "consola" (a `*` matches across slashes).
 */
export function robotsText(origin: string, sites: readonly AllySite[]): string {
  return [
    'User-agent: *',
    ...CLOSED_PATHS.map((path) => `Disallow: ${path}`),
    ...sites.map((site) => `Disallow: ${allyPath(site, 'console')}`),
    // Last: a reader that takes the first matching rule still meets the closed paths first.
    'Allow: /',
    '',
    ...sites.map((site) => `Sitemap: ${origin}${fillPath(sitemapEndpoints.sitemap.path, site)}`),
    '',
  ].join('\n');
}
