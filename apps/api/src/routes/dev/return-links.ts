import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { notFound } from '../../lib/http-error';
import { findAccount } from '../../repositories/accounts';
import { issueReturnLink } from '../../services/return-links';

// Development and tests only (like /dev/outbox/), so not a documented call of the contracts package.
const issueBody = z
  .object({
    email: z.email('must be a valid email address').max(254),
    /** The path on the learner's ally's site to land on, e.g. `/mx/impulsa/seccion/lecciones/6?parte=2`. */
    path: z.string().min(1, 'is required').max(512, 'is too long'),
  })
  .strict();
const issueResponse = z.object({ path: z.string() });

/**
 * POST /dev/return-links/: issues a return link for a learner (by email) as a reminder would, so an
 * end-to-end test can open it without waiting for one. Not registered in production (routes/dev/index.ts).
 */
const devReturnLinksRoute: FastifyPluginAsyncZod = async (app) => {
  // Left out of the API document: a development hook, not part of the API (the fuzz test walks the document).
  app.post(
    '/dev/return-links/',
    { schema: { hide: true, body: issueBody, response: { 200: issueResponse } } },
    async (request) => {
      const account = await findAccount(app.db, { email: request.body.email.toLowerCase() });
      if (!account) throw notFound('No such account');
      const path = await issueReturnLink(app, {
        userId: account.id,
        allyCode: account.allyCode,
        country: account.countryCode,
        path: request.body.path,
        source: 'dev',
      });
      return { path };
    },
  );
};

export default devReturnLinksRoute;
