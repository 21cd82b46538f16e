import { idParams } from '@aula/contracts/common';
import { apiError } from '@aula/contracts/errors';
import { hasNextLessonResponse, lessonResultsResponse } from '@aula/contracts/lessons';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireUser } from '../../lib/guards';
import * as paths from '../../services/lesson-paths';
import { scopeOf } from '../../services/lessons';

const listSchema = { response: { 200: lessonResultsResponse, 401: apiError } };
const byIdSchema = {
  params: idParams,
  response: { 200: lessonResultsResponse, 400: apiError, 401: apiError, 404: apiError },
};

/** The signed-in learner's own lesson lists; every one is limited to their ally and country. */
const learnerLists: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', app.authenticate);
  app.get('/lessons/recommendations/', { schema: listSchema }, async (request) =>
    paths.recommendations(app.contentCache, scopeOf(requireUser(request))),
  );
  app.get('/lessons/following/', { schema: listSchema }, async (request) =>
    paths.following(app.contentCache, scopeOf(requireUser(request))),
  );
  app.get('/favorites/', { schema: listSchema }, async (request) =>
    paths.favorites(app.contentCache, scopeOf(requireUser(request))),
  );
  app.get('/lessons/:id/next_lessons/', { schema: byIdSchema }, async (request) =>
    paths.nextLessonList(app.contentCache, scopeOf(requireUser(request)), request.params.id),
  );
  app.get(
    '/lessons/:id/has_next_lesson/',
    { schema: { ...byIdSchema, response: { ...byIdSchema.response, 200: hasNextLessonResponse } } },
    async (request) => paths.hasNextLesson(app.contentCache, scopeOf(requireUser(request)), request.params.id),
  );
};

export default learnerLists;
