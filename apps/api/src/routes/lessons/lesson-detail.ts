import { lessonEndpoints } from '@aula/contracts/endpoints/lessons';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { route } from '../../lib/declared-route';
import { unauthorized } from '../../lib/http-error';
import { openLesson } from '../../services/lessons';

const lessonDetailRoute: FastifyPluginAsyncZod = async (app) => {
  route(app, lessonEndpoints.lesson, async (request) => {
    if (!request.user) throw unauthorized();
    return openLesson(app.contentCache, app.lessonViews, request.params.id, request.user);
  });
};

export default lessonDetailRoute;
