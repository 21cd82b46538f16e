import { achievementEndpoints as achievements } from '@aula/contracts/endpoints/achievements';
import { and, eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { lessonModules } from '../../db/schema';
import { route } from '../../lib/declared-route';
import { requireUser } from '../../lib/guards';
import { notFound } from '../../lib/http-error';
import { makeReportToken } from '../../lib/report-link';
import { businessTypesOfModule } from '../../repositories/achievements';
import { moduleVisibleTo } from '../../repositories/learner-lessons';
import * as service from '../../services/achievements';
import { scopeOf } from '../../services/lessons';

const achievementRoutes: FastifyPluginAsyncZod = async (app) => {
  route(app, achievements.achievements, async (request) =>
    service.listAchievements(app.db, scopeOf(requireUser(request))),
  );
  route(app, achievements.achievement, async (request) =>
    service.achievementDetail(app.db, scopeOf(requireUser(request)), request.params.id),
  );
  route(app, achievements.prizeAccess, async (request) =>
    service.prizeAccess(app.db, scopeOf(requireUser(request)), request.params.id, (grant) =>
      makeReportToken(app.ports.secretKey, grant, app.ports.now()),
    ),
  );
  route(app, achievements.userData, async (request) =>
    service.submitUserData(app.db, scopeOf(requireUser(request)), request.params.id, request.body),
  );
  route(app, achievements.moduleBusinessTypes, async (request) => {
    const scope = scopeOf(requireUser(request));
    const [module] = await app.db
      .select({ id: lessonModules.id })
      .from(lessonModules)
      .where(and(eq(lessonModules.id, request.params.id), moduleVisibleTo(scope)));
    if (!module) throw notFound('Module not found');
    return businessTypesOfModule(app.db, module.id);
  });
};

export default achievementRoutes;
