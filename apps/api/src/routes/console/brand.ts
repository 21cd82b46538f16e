import { PUBLIC_CACHE_TAGS } from '@aula/contracts/endpoint';
import { brandEndpoints as brand } from '@aula/contracts/endpoints/brands';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { route } from '../../lib/declared-route';
import { requireDrawableAppIcon } from '../../services/brand-icons';
import { getConsoleBrand, publishConsoleBrand, updateConsoleBrand } from '../../services/console-brand';
import { consoleContentChanged } from '../../services/console-content-changed';
import { actorOf } from './actor';

/**
 * The console's "Marca": a save is the team's draft alone; a publication is what every page of the
 * ally shows, so every process drops its cached pages and the shared public answers (all of them
 * when the ally's countries changed: the lists of countries, lessons and posts of its sites).
 */
const consoleBrandRoutes: FastifyPluginAsyncZod = async (app) => {
  route(app, brand.consoleBrand, async (request) => getConsoleBrand(app.db, actorOf(request).allyId));

  route(app, brand.updateConsoleBrand, async (request) => {
    // The picture itself, read from the media storage: the contract sees only its address.
    await requireDrawableAppIcon(app.mediaStorage, request.body.app_icon_url);
    return updateConsoleBrand(app.db, actorOf(request), request.body);
  });

  route(app, brand.publishConsoleBrand, async (request) => {
    const { brand: published, sitesChanged } = await publishConsoleBrand(app.db, actorOf(request), request.body);
    await consoleContentChanged(app, sitesChanged ? PUBLIC_CACHE_TAGS : ['pages']);
    return published;
  });
};

export default consoleBrandRoutes;
