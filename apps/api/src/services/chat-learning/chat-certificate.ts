import { createHmac, timingSafeEqual } from 'node:crypto';
import type { ChatMessage } from '@aula/contracts/chat-learning';
import { and, eq, isNull } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { certificates } from '../../db/schema';
import { WHATSAPP_PICTURES } from '../../lib/whatsapp-picture';
import { issueDueCertificates } from '../certificates/learner-certificates';
import { siteOrigin } from '../learner-channel';
import { CHAT_WORDS, type ChatLanguage } from './chat-words';
import type { ChatLearner } from './conversation';

// A certificate earned in the chat arrives in the chat, as a PDF document message, the moment the
// module is done. Meta fetches the file by its link without a session, so the link carries its own
// proof: a signature of the certificate's id and language by the server's secret, which nobody can
// write for another certificate.

/** Where the chat's certificates are fetched: under /media/whatsapp/, which the proxy passes to the API. */
export const CHAT_CERTIFICATES = `${WHATSAPP_PICTURES}certificates/`;

const LANGUAGES: readonly ChatLanguage[] = ['es', 'en'];

function signatureOf(secret: string, id: string, language: ChatLanguage): string {
  return createHmac('sha256', secret)
    .update(`aula.chat-certificate|${id}|${language}`)
    .digest('base64url')
    .slice(0, 32);
}

/** The path of a certificate's PDF as the chat sends it. */
export const chatCertificatePath = (secret: string, id: string, language: ChatLanguage) =>
  `${CHAT_CERTIFICATES}${id}/${language}/${signatureOf(secret, id, language)}.pdf`;

/** The certificate and language a path names when its signature is this server's; undefined otherwise. */
export function signedCertificateOf(
  secret: string,
  path: { id: string; language: string; file: string },
): { id: string; language: ChatLanguage } | undefined {
  const language = LANGUAGES.find((item) => item === path.language);
  const given = /^([A-Za-z0-9_-]{32})\.pdf$/.exec(path.file)?.[1];
  if (!language || !given || !/^[0-9a-f-]{36}$/.test(path.id)) return undefined;
  const expected = Buffer.from(signatureOf(secret, path.id, language));
  return timingSafeEqual(expected, Buffer.from(given)) ? { id: path.id, language } : undefined;
}

/**
 * Issues the certificate of a module the learner has just completed in the chat (when the module
 * is certifying) and answers it as a document message; undefined when the module certifies nothing.
 */
export function chatCertificates(app: FastifyInstance) {
  return async (learner: ChatLearner, moduleId: number, moduleTitle: string): Promise<ChatMessage | undefined> => {
    const origin = siteOrigin(app, learner.allyCode);
    await issueDueCertificates(
      app.db,
      learner,
      {
        now: app.ports.now(),
        origin: siteOrigin(app),
        allyOrigin: (allyCode) => app.allyHosts.originOf(allyCode),
        serverSecret: app.ports.secretKey,
        language: learner.language,
      },
      moduleId,
    );
    const [row] = await app.db
      .select({ id: certificates.id })
      .from(certificates)
      .where(
        and(
          eq(certificates.userId, learner.userId),
          eq(certificates.moduleId, moduleId),
          isNull(certificates.revokedAt),
        ),
      );
    if (!row) return undefined;
    const words = CHAT_WORDS[learner.language];
    return {
      kind: 'document',
      link: new URL(chatCertificatePath(app.ports.secretKey, row.id, learner.language), origin).toString(),
      filename: `${words.certificateFile}-${row.id}.pdf`,
      caption: words.certificate(moduleTitle),
    };
  };
}
