import { brandEndpoints } from '@aula/contracts/endpoints/brands';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { route } from '../../lib/declared-route';
import { notFound } from '../../lib/http-error';
import { siteBrandOf } from '../../services/site-brand';

/** An ally's brand for its pages (a shared public answer, dropped when the team publishes one). */
const siteBrands: FastifyPluginAsyncZod = async (app) => {
  route(app, brandEndpoints.siteBrand, async (request) => {
    const brand = await siteBrandOf(app.db, request.params.code);
    if (!brand) throw notFound('No such ally');
    return brand;
  });
};

export default siteBrands;
