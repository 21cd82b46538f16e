import { idParams } from '@aula/contracts/common';
import { apiError } from '@aula/contracts/errors';
import {
  introduction,
  partDetail,
  partProgressRequest,
  partProgressResponse,
  partsResponse,
} from '@aula/contracts/lessons';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireUser } from '../../lib/guards';
import * as parts from '../../services/lesson-parts';
import { scopeOf } from '../../services/lessons';
import { reportPartProgress } from '../../services/part-progress';

const errors = { 400: apiError, 401: apiError, 404: apiError };

const lessonPartsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', app.authenticate);
  app.get(
    '/lessons/:id/parts/',
    { schema: { params: idParams, response: { 200: partsResponse, ...errors } } },
    async (request) => parts.lessonParts(app.contentCache, scopeOf(requireUser(request)), request.params.id),
  );
  app.get('/parts/:id/', { schema: { params: idParams, response: { 200: partDetail, ...errors } } }, async (request) =>
    parts.openPart(app.db, app.contentCache, scopeOf(requireUser(request)), request.params.id, app.ports.now()),
  );
  app.post(
    '/parts/:id/progress/',
    {
      schema: { params: idParams, body: partProgressRequest, response: { 200: partProgressResponse, ...errors } },
    },
    async (request) =>
      reportPartProgress(
        app.db,
        app.contentCache,
        scopeOf(requireUser(request)),
        request.params.id,
        request.body,
        app.ports.now(),
      ),
  );
  app.get(
    '/introductions/:id/',
    { schema: { params: idParams, response: { 200: introduction, ...errors } } },
    async (request) => parts.lessonIntroduction(app.contentCache, scopeOf(requireUser(request)), request.params.id),
  );
  app.get(
    '/explore_introductions/:id/',
    { schema: { params: idParams, response: { 200: introduction, ...errors } } },
    async (request) => parts.moduleIntroduction(app.contentCache, scopeOf(requireUser(request)), request.params.id),
  );
};

export default lessonPartsRoutes;
