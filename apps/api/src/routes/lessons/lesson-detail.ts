import { idParams } from '@aula/contracts/common';
import { apiError } from '@aula/contracts/errors';
import { lessonDetail } from '@aula/contracts/lessons';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { unauthorized } from '../../lib/http-error';
import { openLesson } from '../../services/lessons';

const lessonDetailRoute: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/lessons/:id/',
    {
      // onRequest, not preHandler: an anonymous caller learns nothing, not even that the id is malformed.
      onRequest: app.authenticate,
      schema: {
        params: idParams,
        response: { 200: lessonDetail, 400: apiError, 401: apiError, 404: apiError },
      },
    },
    async (request) => {
      if (!request.user) throw unauthorized();
      return openLesson(app.contentCache, app.lessonViews, request.params.id, request.user);
    },
  );
};

export default lessonDetailRoute;
