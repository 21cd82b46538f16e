import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { runReminders } from '../../services/reminders/deliver';

// Development and tests only (like /dev/outbox/), so not a documented call of the contracts package.
const runBody = z
  .object({
    /** The moment to run as of (the test's moved clock); the server's clock when absent. */
    now: z.iso.datetime({ offset: true, error: 'must be a date and time with its offset' }).optional(),
  })
  .strict();
const runResponse = z.object({ queued: z.number().int(), sent: z.number().int(), failed: z.number().int() });

/**
 * POST /dev/reminders/run/: one run of the reminders scheduler as of `now` (find who is due, queue,
 * send what is due), so an end-to-end test can move the clock days ahead. Not registered in production (routes/dev/index.ts).
 */
const devRemindersRoute: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/dev/reminders/run/', // Left out of the API document: a development hook, not part of the API (the fuzz test walks the document).
    { schema: { hide: true, body: runBody, response: { 200: runResponse } } },
    async (request) => {
      const now = request.body.now ? new Date(request.body.now) : app.ports.now();
      return runReminders(app, now);
    },
  );
};

export default devRemindersRoute;
