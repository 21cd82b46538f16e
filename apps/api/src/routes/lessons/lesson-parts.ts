import { lessonEndpoints as lessons } from '@aula/contracts/endpoints/lessons';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { route } from '../../lib/declared-route';
import { requireUser } from '../../lib/guards';
import * as parts from '../../services/lesson-parts';
import { scopeOf } from '../../services/lessons';
import { reportPartProgress } from '../../services/part-progress';

const lessonPartsRoutes: FastifyPluginAsyncZod = async (app) => {
  route(app, lessons.lessonParts, async (request) =>
    parts.lessonParts(app.contentCache, scopeOf(requireUser(request)), request.params.id),
  );
  route(app, lessons.part, async (request) =>
    parts.openPart(app.db, app.contentCache, scopeOf(requireUser(request)), request.params.id, app.ports.now()),
  );
  route(app, lessons.partProgress, async (request) =>
    reportPartProgress(
      app.db,
      app.contentCache,
      scopeOf(requireUser(request)),
      request.params.id,
      request.body,
      app.ports.now(),
    ),
  );
  route(app, lessons.introduction, async (request) =>
    parts.lessonIntroduction(app.contentCache, scopeOf(requireUser(request)), request.params.id),
  );
  route(app, lessons.exploreIntroduction, async (request) =>
    parts.moduleIntroduction(app.contentCache, scopeOf(requireUser(request)), request.params.id),
  );
};

export default lessonPartsRoutes;
