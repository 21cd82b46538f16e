import { idParams } from '@aula/contracts/common';
import { apiError } from '@aula/contracts/errors';
import { lessonModulesResponse, moduleLessonsResponse } from '@aula/contracts/modules';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireStaff } from '../../lib/guards';
import { staffModuleLessons, staffModules } from '../../services/modules';

const errors = { 401: apiError, 403: apiError };

/** Staff listings across every ally, drafts included. */
const adminModules: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', app.authenticate);
  app.addHook('onRequest', requireStaff);
  app.get('/lesson_modules/', { schema: { response: { 200: lessonModulesResponse, ...errors } } }, async () =>
    staffModules(app.db),
  );
  app.get(
    '/lesson_modules/:id/lessons/',
    { schema: { params: idParams, response: { 200: moduleLessonsResponse, 400: apiError, 404: apiError, ...errors } } },
    async (request) => staffModuleLessons(app.db, request.params.id),
  );
};

export default adminModules;
