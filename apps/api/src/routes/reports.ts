import { reportEndpoints } from '@aula/contracts/endpoints/reports';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { allyBrandAssets } from '../lib/brand-assets';
import { route } from '../lib/declared-route';
import { HttpError } from '../lib/http-error';
import { readReportToken } from '../lib/report-link';
import { earnedReport, reportBusiness } from '../services/achievements';
import { businessReportPdf } from '../services/business-report';
import { learnerRecord } from '../services/report-learner';

// One answer for a tampered, expired or foreign link and for a prize not (or no longer) earned.
const refused = () => new HttpError(403, 'forbidden', 'This report link is not valid; open it again from your prize');

/** `reporte-fonda-dona-maria.pdf`: ASCII only, so every browser keeps the name as given. */
export function reportFileName(businessName: string): string {
  const slug = businessName
    .toLowerCase()
    // "ñ" and "í" split into a letter and its mark; the mark goes, the letter stays.
    .normalize('NFD')
    .replace(/\p{M}+/gu, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')
    .slice(0, 60)
    .replace(/-$/, '');
  return `reporte-${slug || 'negocio'}.pdf`;
}

/**
 * GET /reports/business/?token= : the PDF of the business report prize. The link is the one
 * prize_access signed for the learner (lib/report-link.ts); who it is for, their business and
 * what they completed all come from the database, never from the query.
 */
const reports: FastifyPluginAsyncZod = async (app) => {
  // A Buffer skips the serializer; the declared 200 answer only documents the PDF in OpenAPI.
  route(app, reportEndpoints.businessReport, async (request, reply) => {
    const grant = readReportToken(app.ports.secretKey, request.query.token, app.ports.now());
    const learner = grant ? await learnerRecord(app.db, grant.userId) : null;
    if (!grant || !learner || !(await earnedReport(app.db, learner.scope, grant.achievementId))) throw refused();
    const business = await reportBusiness(app.db, grant.userId);
    if (!business) throw new HttpError(409, 'business_incomplete', 'Complete your business data to get the report');
    const pdf = await businessReportPdf(
      {
        businessName: business.name,
        businessType: business.type,
        address: business.address,
        organisation: learner.organisation,
        generatedAt: app.ports.now(),
        brand: await allyBrandAssets(app.db, app.mediaStorage, learner.allyCode, learner.organisation),
        learner,
      },
      { compress: app.config.nodeEnv !== 'test' },
    );
    return reply
      .type('application/pdf')
      .header('content-disposition', `inline; filename="${reportFileName(business.name)}"`)
      .header('cache-control', 'private, no-store')
      .send(pdf);
  });
};

export default reports;
