import {
  achievement,
  achievementsResponse,
  prizeAccess,
  shippingAddress,
  userDataResponse,
} from '@aula/contracts/achievements';
import { catalogList } from '@aula/contracts/catalogs';
import { idParams } from '@aula/contracts/common';
import { apiError } from '@aula/contracts/errors';
import { and, eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { lessonModules } from '../../db/schema';
import { requireUser } from '../../lib/guards';
import { notFound } from '../../lib/http-error';
import { makeReportToken } from '../../lib/report-link';
import { businessTypesOfModule } from '../../repositories/achievements';
import { moduleVisibleTo } from '../../repositories/learner-lessons';
import * as service from '../../services/achievements';
import { scopeOf } from '../../services/lessons';

const errors = { 400: apiError, 401: apiError, 403: apiError, 404: apiError };

const achievementRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', app.authenticate);
  app.get('/achievements/', { schema: { response: { 200: achievementsResponse, 401: apiError } } }, async (request) =>
    service.listAchievements(app.db, scopeOf(requireUser(request))),
  );
  app.get(
    '/achievements/:id/',
    { schema: { params: idParams, response: { 200: achievement, ...errors } } },
    async (request) => service.achievementDetail(app.db, scopeOf(requireUser(request)), request.params.id),
  );
  app.get(
    '/achievements/:id/prize_access/',
    { schema: { params: idParams, response: { 200: prizeAccess, ...errors } } },
    async (request) =>
      service.prizeAccess(app.db, scopeOf(requireUser(request)), request.params.id, (grant) =>
        makeReportToken(app.ports.secretKey, grant, app.ports.now()),
      ),
  );
  app.post(
    '/achievements/:id/user_data/',
    { schema: { params: idParams, body: shippingAddress, response: { 200: userDataResponse, ...errors } } },
    async (request) => service.submitUserData(app.db, scopeOf(requireUser(request)), request.params.id, request.body),
  );
  app.get(
    '/lesson_modules/:id/ally_business_types/',
    { schema: { params: idParams, response: { 200: catalogList, ...errors } } },
    async (request) => {
      const scope = scopeOf(requireUser(request));
      const [module] = await app.db
        .select({ id: lessonModules.id })
        .from(lessonModules)
        .where(and(eq(lessonModules.id, request.params.id), moduleVisibleTo(scope)));
      if (!module) throw notFound('Module not found');
      return businessTypesOfModule(app.db, module.id);
    },
  );
};

export default achievementRoutes;
