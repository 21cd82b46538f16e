import { certificateEndpoints } from '@aula/contracts/endpoints/certificates';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { route } from '../../lib/declared-route';
import { notFound } from '../../lib/http-error';
import { allyCertificates } from '../../services/certificates/ally-certificates';
import { revokeCertificate } from '../../services/certificates/verify';
import { actorOf } from './actor';

/**
 * The ally's certificates for its admins (each names a learner), and revoking one with a reason
 * that anyone checking it is told. Another ally's certificate answers 404.
 */
const consoleCertificates: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onSend', async (_request, reply) => {
    reply.header('cache-control', 'private, no-store');
  });

  route(app, certificateEndpoints.consoleCertificates, async (request) => ({
    results: await allyCertificates(app.db, actorOf(request).allyId),
  }));

  route(app, certificateEndpoints.revokeCertificate, async (request) => {
    const actor = actorOf(request);
    const revoked = await revokeCertificate(app.db, {
      allyId: actor.allyId,
      certificateId: request.params.id,
      reason: request.body.reason,
      by: actor.userId,
      now: app.ports.now(),
    });
    const row = revoked && (await allyCertificates(app.db, actor.allyId, request.params.id))[0];
    if (!row) throw notFound('No such certificate of this ally');
    return row;
  });
};

export default consoleCertificates;
