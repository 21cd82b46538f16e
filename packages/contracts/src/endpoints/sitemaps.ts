// What search engines read: each ally site's sitemap and the site's robots.txt. Neither is JSON nor
// under /api: crawlers look for them at the site's own addresses, beside the pages they describe.
import { z } from 'zod';
import { allyCode, countryCode } from '../common';
import { endpoint } from '../endpoint';

/** An ally's site as its address names it (`/{country}/{allyCode}`, `AllySite` of ./site-paths). */
export const allySiteParams = z.object({ country: countryCode, allyCode });

// Not in spec section 7; no screen calls them either (a crawler does).
const crawled = { domain: 'pages', access: 'public', method: 'GET', documentedAs: false } as const;

export const sitemapEndpoints = {
  // Not `publicCache`: the addresses in it carry the origin it was asked at, and that cache keys on the path alone.
  sitemap: endpoint({
    ...crawled,
    path: '/{country}/{allyCode}/sitemap.xml',
    summary: "The ally site's public pages as a sitemaps.org urlset; 404 for a site nobody has",
    params: allySiteParams,
    response: z.string().describe('The sitemap as XML'),
    produces: ['application/xml'],
    errors: [400, 404],
  }),
  robots: endpoint({
    ...crawled,
    path: '/robots.txt',
    summary: "What crawlers may read (not the console, the API or the developer tools) and every site's sitemap",
    response: z.string().describe('The robots.txt rules'),
    produces: ['text/plain'],
  }),
};
