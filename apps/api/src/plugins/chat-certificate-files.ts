import { eq } from 'drizzle-orm';
import fp from 'fastify-plugin';
import { allies, certificates, users } from '../db/schema';
import { notFound } from '../lib/http-error';
import { certificateDocument } from '../services/certificates/certificate-document';
import { CHAT_CERTIFICATES, signedCertificateOf } from '../services/chat-learning/chat-certificate';

/**
 * The PDF of a certificate earned in the chat, fetched by Meta from the link the document message
 * carries (services/chat-learning/chat-certificate.ts): no session, the link's signature instead.
 * A revoked certificate is not sent again.
 */
export default fp(
  async (app) => {
    app.get<{ Params: { id: string; language: string; file: string } }>(
      `${CHAT_CERTIFICATES}:id/:language/:file`,
      async (request, reply) => {
        const signed = signedCertificateOf(app.ports.secretKey, request.params);
        if (!signed) throw notFound('No such certificate');
        const [found] = await app.db
          .select({ row: certificates, learnerName: users.name, allyCode: allies.code })
          .from(certificates)
          .innerJoin(users, eq(users.id, certificates.userId))
          .innerJoin(allies, eq(allies.id, certificates.allyId))
          .where(eq(certificates.id, signed.id));
        if (!found || found.row.revokedAt) throw notFound('No such certificate');
        const pdf = await certificateDocument(
          app,
          found.row,
          { learnerName: found.learnerName, allyCode: found.allyCode },
          signed.language,
        );
        return reply
          .header('cache-control', 'private, no-store')
          .header('content-disposition', `inline; filename="certificado-${found.row.id}.pdf"`)
          .type('application/pdf')
          .send(pdf);
      },
    );
  },
  { name: 'chat-certificate-files', dependencies: ['db', 'account-ports', 'media-storage'] },
);
