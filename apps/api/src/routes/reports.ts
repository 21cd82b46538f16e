import { timingSafeEqual } from 'node:crypto';
import { apiError } from '@aula/contracts/errors';
import { businessReportQuery } from '@aula/contracts/reports';
import { eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { allies, users } from '../db/schema';
import { HttpError } from '../lib/http-error';
import { businessReportPdf } from '../services/business-report';

function sameKey(given: string, expected: string): boolean {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

/**
 * GET /reports/business/ : the report service the spec calls with a key instead of a token.
 * The organisation named on the report is the ally of `user_id`, or Aula for an unknown user.
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
      const [owner] = await app.db
        .select({ organisation: allies.name })
        .from(users)
        .innerJoin(allies, eq(users.allyId, allies.id))
        .where(eq(users.id, query.user_id));
      const pdf = await businessReportPdf(
        {
          businessName: query.business_name,
          businessType: query.business_type,
          lat: query.lat,
          lng: query.lng,
          organisation: owner?.organisation ?? 'Aula',
          generatedAt: new Date(),
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
