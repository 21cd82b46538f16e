import { timingSafeEqual } from 'node:crypto';
import { apiError } from '@aula/contracts/errors';
import { businessReportQuery } from '@aula/contracts/reports';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { brandAssets } from '../lib/brand-assets';
import { HttpError } from '../lib/http-error';
import { businessReportPdf } from '../services/business-report';
import { learnerRecord } from '../services/report-learner';

function sameKey(given: string, expected: string): boolean {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

/**
 * GET /reports/business/ : the report service the spec calls with a key instead of a token.
 * The report wears the brand of the ally of `user_id` and lists what that learner completed; an
 * unknown user gets Aula's colours and the business part only.
 */
const reports: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/business/',
    {
      schema: {
        querystring: businessReportQuery,
        produces: ['application/pdf'],
        // A Buffer skips the serializer; the 200 schema only documents the PDF in OpenAPI.
        response: { 200: z.any().describe('The report as a PDF document'), 400: apiError, 403: apiError },
      },
    },
    async (request, reply) => {
      const query = request.query;
      if (!sameKey(query.key, app.config.reportsKey)) throw new HttpError(403, 'forbidden', 'Invalid report key');
      const learner = await learnerRecord(app.db, query.user_id);
      const organisation = learner?.organisation ?? 'Aula';
      const pdf = await businessReportPdf(
        {
          businessName: query.business_name,
          businessType: query.business_type,
          lat: query.lat,
          lng: query.lng,
          organisation,
          generatedAt: new Date(),
          brand: brandAssets(learner?.allyCode ?? null, organisation),
          learner,
        },
        { compress: app.config.nodeEnv !== 'test' },
      );
      return reply
        .type('application/pdf')
        .header('content-disposition', 'inline; filename="reporte-negocio.pdf"')
        .header('cache-control', 'private, no-store')
        .send(pdf);
    },
  );
};

export default reports;
