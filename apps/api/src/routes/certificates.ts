import { CREDENTIAL_CONTEXTS } from '@aula/contracts/certificates';
import { certificateEndpoints } from '@aula/contracts/endpoints/certificates';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { route } from '../lib/declared-route';
import { requireUser } from '../lib/guards';
import { notFound } from '../lib/http-error';
import { allyIdOf, allyNameOf, listAllySites } from '../repositories/allies';
import { issuerAddresses, siteAddresses } from '../services/certificates/addresses';
import { certificateDocument } from '../services/certificates/certificate-document';
import { publishedKeys } from '../services/certificates/issuer-keys';
import { learnerCertificates, ownCertificate } from '../services/certificates/learner-certificates';
import { statusListCredential } from '../services/certificates/status-list-credential';
import { answerOf } from '../services/certificates/verification-answer';
import { verifyCredential, verifyStoredCertificate } from '../services/certificates/verify';
import { scopeOf } from '../services/lessons';
import { certificateLanguage, certificateOrigin, issuingFor } from './certificate-issuing';

/**
 * What a verifier reads, anonymous and public: an ally's issuer profile, keys and revocation list,
 * and the verdict on a certificate (kept here, or pasted). Nothing here is the learner's session.
 */
const certificates: FastifyPluginAsyncZod = async (app) => {
  async function allyId(code: string): Promise<number> {
    const id = await allyIdOf(app.db, code);
    if (id === undefined) throw notFound(`No ally ${code}`);
    return id;
  }

  route(app, certificateEndpoints.issuerProfile, async (request) => {
    const code = request.params.ally_code;
    const name = await allyNameOf(app.db, code);
    const site = (await listAllySites(app.db)).find(({ allyCode }) => allyCode === code);
    if (name === undefined || !site) throw notFound(`No ally ${code}`);
    const origin = certificateOrigin(app, request);
    return {
      '@context': CREDENTIAL_CONTEXTS,
      id: issuerAddresses(origin, code).profile,
      type: ['Profile'],
      name,
      url: siteAddresses(origin, site).home,
    };
  });

  route(app, certificateEndpoints.issuerKeys, async (request) =>
    publishedKeys(app.db, await allyId(request.params.ally_code)),
  );

  route(app, certificateEndpoints.issuerStatusList, async (request, reply) => {
    const list = await statusListCredential(app.db, request.params.ally_code, {
      origin: certificateOrigin(app, request),
      now: app.ports.now(),
      serverSecret: app.ports.secretKey,
    });
    if (list === null) throw notFound(`No ally ${request.params.ally_code}`);
    // A revocation must reach verifiers at once: never kept by a shared cache.
    return reply.header('cache-control', 'no-store').type('application/vc+jwt').send(list);
  });

  route(app, certificateEndpoints.certificateVerification, async (request, reply) => {
    const verification = await verifyStoredCertificate(app.db, request.params.id, app.ports.now());
    if (verification === null) throw notFound('No such certificate');
    reply.header('cache-control', 'no-store');
    return answerOf(verification);
  });

  route(app, certificateEndpoints.verifyCredential, async (request, reply) => {
    reply.header('cache-control', 'no-store');
    return answerOf(await verifyCredential(app.db, request.body.credential, app.ports.now()));
  });

  // The learner's own: a certificate is theirs alone (another learner's id answers 404).
  route(app, certificateEndpoints.myCertificates, async (request, reply) => {
    reply.header('cache-control', 'private, no-store');
    return { results: await learnerCertificates(app.db, scopeOf(requireUser(request)), issuingFor(app, request)) };
  });

  async function mine(request: FastifyRequest, id: string) {
    const row = await ownCertificate(app.db, scopeOf(requireUser(request)), id);
    if (!row) throw notFound('No such certificate of yours');
    return row;
  }

  route(app, certificateEndpoints.myCredential, async (request, reply) => {
    const row = await mine(request, request.params.id);
    reply
      .header('cache-control', 'private, no-store')
      .header('content-disposition', `attachment; filename="certificado-${row.id}.json"`);
    return {
      '@context': ['https://www.w3.org/ns/credentials/v2'],
      id: `data:application/vc+jwt,${row.credential}`,
      type: 'EnvelopedVerifiableCredential' as const,
    };
  });

  route(app, certificateEndpoints.myCertificatePdf, async (request, reply) => {
    const row = await mine(request, request.params.id);
    const user = requireUser(request);
    const pdf = await certificateDocument(
      app,
      row,
      { learnerName: user.name, allyCode: user.allyCode },
      certificateLanguage(request),
    );
    return reply
      .header('cache-control', 'private, no-store')
      .header('content-disposition', `inline; filename="certificado-${row.id}.pdf"`)
      .type('application/pdf')
      .send(pdf);
  });
};

export default certificates;
