import type { FastifyInstance, FastifyRequest } from 'fastify';
import { pageOrigin } from '../lib/page-origin';
import type { LearnerScope } from '../repositories/learner-lessons';
import { issueDueCertificates } from '../services/certificates/learner-certificates';
import { siteOrigin } from '../services/learner-channel';
import { visiblePart } from '../services/part-progress';

/** The origin a certificate's addresses start with: the one asked at when this server serves it, else the site's own. */
export const certificateOrigin = (app: FastifyInstance, request: FastifyRequest) =>
  pageOrigin(app, request) ?? siteOrigin(app);

/** The language a certificate's words are issued in: the visitor's, Spanish unless they read English. */
export const certificateLanguage = (request: FastifyRequest) =>
  /^en\b/i.test(request.headers['accept-language'] ?? '') ? ('en' as const) : ('es' as const);

/** What issuing a certificate needs of the request that earned it. */
export const issuingFor = (app: FastifyInstance, request: FastifyRequest) => ({
  now: app.ports.now(),
  origin: certificateOrigin(app, request),
  allyOrigin: (allyCode: string) => app.allyHosts.originOf(allyCode),
  serverSecret: app.ports.secretKey,
  language: certificateLanguage(request),
});

/**
 * After a part is done, the certificate of its module when the module is certifying and now
 * complete. A failure here never fails the learner's progress: the list issues what is due anyway.
 */
export async function certifyCompletedModule(
  app: FastifyInstance,
  request: FastifyRequest,
  scope: LearnerScope,
  partId: number,
): Promise<void> {
  try {
    const { lesson } = await visiblePart(app.contentCache, scope, partId);
    await issueDueCertificates(app.db, scope, issuingFor(app, request), lesson.moduleId);
  } catch (err) {
    request.log.error({ err, partId }, 'could not issue the certificate of a completed module');
  }
}
