import { reminderEndpoints as reminders } from '@aula/contracts/endpoints/reminders';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { route } from '../../lib/declared-route';
import { notFound } from '../../lib/http-error';

// Reminders (issue 30): registered from their declarations while the services are being built;
// each answers 404 until its service lands.
const remindersRoutes: FastifyPluginAsyncZod = async (app) => {
  for (const declaration of Object.values(reminders)) {
    route(app, declaration, async () => {
      throw notFound('Reminders are not served yet');
    });
  }
};

export default remindersRoutes;
