import { idParams } from '@aula/contracts/common';
import { apiError } from '@aula/contracts/errors';
import { lessonModuleDetail, lessonModulesResponse, moduleLessonsResponse } from '@aula/contracts/modules';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireUser } from '../../lib/guards';
import { scopeOf } from '../../services/lessons';
import { learnerModuleDetail, learnerModuleLessons, learnerModules } from '../../services/modules';

const errors = { 400: apiError, 401: apiError, 404: apiError };

/** The learner's modules: their ally's, in their country, with their progress. */
const learnerModuleRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', app.authenticate);
  app.get(
    '/lesson_modules/',
    { schema: { response: { 200: lessonModulesResponse, 401: apiError } } },
    async (request) => learnerModules(app.contentCache, scopeOf(requireUser(request))),
  );
  app.get(
    '/lesson_modules/:id/',
    { schema: { params: idParams, response: { 200: lessonModuleDetail, ...errors } } },
    async (request) => learnerModuleDetail(app.contentCache, scopeOf(requireUser(request)), request.params.id),
  );
  app.get(
    '/lesson_modules/:id/lessons/',
    { schema: { params: idParams, response: { 200: moduleLessonsResponse, ...errors } } },
    async (request) => learnerModuleLessons(app.contentCache, scopeOf(requireUser(request)), request.params.id),
  );
};

export default learnerModuleRoutes;
