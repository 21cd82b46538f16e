import { sitemapEndpoints } from '@aula/contracts/endpoints/sitemaps';
import { HttpResponse } from 'msw';
import { handle } from './declared';

// Crawlers read these, never a screen: the mocks answer each with a small file of the right kind
// (a site's landing and blog, the API's closed paths) on the origin asked, not the API's full lists.

export const sitemapHandlers = [
  handle(sitemapEndpoints.sitemap, ({ request, params }) => {
    const root = `${new URL(request.url).origin}/${params.country}/${params.allyCode}`;
    const xml = [
      '<?xml version="1.0" encoding="UTF-8"?>',
      '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
      `  <url><loc>${root}</loc></url>`,
      `  <url><loc>${root}/blog</loc></url>`,
      '</urlset>',
      '',
    ].join('\n');
    return new HttpResponse(xml, { headers: { 'content-type': 'application/xml; charset=utf-8' } });
  }),
  handle(sitemapEndpoints.robots, () =>
    HttpResponse.text('User-agent: *\nDisallow: /api/\nDisallow: /dev/\nAllow: /\n'),
  ),
];
