import { CSRF_HEADER } from '@aula/contracts/headers';
import type { onSendHookHandler } from 'fastify';

/**
 * A route's onSend hook for a file the same for every caller and kept a year by any cache (fonts,
 * app icons): it carries no anti-forgery cookie nor token, which a shared cache would otherwise keep
 * and hand to every other visitor.
 */
export const sharedAnswer: onSendHookHandler = async (_request, reply) => {
  reply.removeHeader('set-cookie');
  reply.removeHeader(CSRF_HEADER);
};
