import { sitemapEndpoints } from '@aula/contracts/endpoints/sitemaps';
import { CSRF_HEADER } from '@aula/contracts/headers';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { route } from '../lib/declared-route';
import { notFound } from '../lib/http-error';
import { pageOrigin } from '../lib/page-origin';
import { revalidatedPublicAnswer } from '../lib/revalidated-answer';
import { allyIdInCountry, listSites } from '../repositories/allies';
import { siteOrigin } from '../services/learner-channel';
import { publicPages, robotsText, sitemapXml } from '../services/sitemap';

/**
 * The origin the files name pages on: the one asked at when this server serves it (as a page's
 * og:url), else the site's configured one; never a Host this server does not serve.
 */
const originOf = (app: FastifyInstance, request: FastifyRequest) => pageOrigin(app, request) ?? siteOrigin(app);

/**
 * GET /{country}/{allyCode}/sitemap.xml and GET /robots.txt: what search engines read, at the
 * site's own addresses. Not in the public cache (plugins/public-cache.ts keys on the path, and
 * these name the origin they were asked at): computed per request, revalidated by their ETag.
 */
const sitemaps: FastifyPluginAsyncZod = async (app) => {
  // The same for every caller at one address, so shared caches may keep them: like the public
  // cache's answers they carry no anti-forgery cookie nor token (plugins/csrf.ts hands those to
  // every other answer; the pages give a browser its own).
  app.addHook('onSend', async (request, reply, payload) => {
    reply.removeHeader('set-cookie');
    reply.removeHeader(CSRF_HEADER);
    return revalidatedPublicAnswer(request, reply, payload);
  });

  route(app, sitemapEndpoints.sitemap, async (request, reply) => {
    const site = request.params;
    const allyId = await allyIdInCountry(app.db, site.allyCode, site.country);
    if (allyId === undefined) throw notFound(`No site of ${site.allyCode} in ${site.country}`);
    const pages = await publicPages(app.db, app.contentCache, site, allyId);
    return reply.type('application/xml; charset=utf-8').send(sitemapXml(originOf(app, request), pages));
  });

  route(app, sitemapEndpoints.robots, async (request, reply) =>
    reply.type('text/plain; charset=utf-8').send(robotsText(originOf(app, request), await listSites(app.db))),
  );
};

export default sitemaps;
