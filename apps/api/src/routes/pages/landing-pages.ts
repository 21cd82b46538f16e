import { pageEndpoints } from '@aula/contracts/endpoints/pages';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { route } from '../../lib/declared-route';
import { notFound } from '../../lib/http-error';
import { findLandingPage } from '../../repositories/pages';

const landingPages: FastifyPluginAsyncZod = async (app) => {
  route(app, pageEndpoints.landingPage, async (request) => {
    const page = await findLandingPage(app.db, request.params.code);
    if (!page) throw notFound('Landing page not found');
    return {
      ally_code: page.allyCode,
      ally_name: page.allyName,
      title: page.title,
      subtitle: page.subtitle,
      body: page.body,
      hero_image_url: page.heroImageUrl,
      call_to_action: page.callToAction,
      countries: page.countries,
      // Left out while the ally keeps the site's own steps and the reviews catalogue.
      ...(page.steps?.length ? { steps: page.steps } : {}),
      ...(page.reviews?.length ? { reviews: page.reviews } : {}),
      ...(page.whatsappNumber ? { whatsapp_number: page.whatsappNumber } : {}),
    };
  });
};

export default landingPages;
