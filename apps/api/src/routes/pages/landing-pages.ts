import { apiError } from '@aula/contracts/errors';
import { landingPage, landingPageParams } from '@aula/contracts/landing';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { notFound } from '../../lib/http-error';
import { findLandingPage } from '../../repositories/pages';

const landingPages: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/landing_pages/:code/',
    {
      config: { publicCache: ['pages'] },
      schema: { params: landingPageParams, response: { 200: landingPage, 400: apiError, 404: apiError } },
    },
    async (request) => {
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
      };
    },
  );
};

export default landingPages;
