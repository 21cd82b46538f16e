import { lessonEndpoints as lessons } from '@aula/contracts/endpoints/lessons';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { route } from '../../lib/declared-route';
import { requireUser } from '../../lib/guards';
import { submitAttempt } from '../../services/knowledge-checks/attempts';
import * as parts from '../../services/lesson-parts';
import { scopeOf } from '../../services/lessons';
import { reportPartProgress } from '../../services/part-progress';
import { certifyCompletedModule } from '../certificate-issuing';

const lessonPartsRoutes: FastifyPluginAsyncZod = async (app) => {
  route(app, lessons.lessonParts, async (request) =>
    parts.lessonParts(app.contentCache, scopeOf(requireUser(request)), request.params.id),
  );
  route(app, lessons.part, async (request) =>
    parts.openPart(app.db, app.contentCache, scopeOf(requireUser(request)), request.params.id, app.ports.now()),
  );
  // A part done may complete a certifying module: its certificate is issued then.
  route(app, lessons.partProgress, async (request) => {
    const scope = scopeOf(requireUser(request));
    const id = request.params.id;
    const answer = await reportPartProgress(app.db, app.contentCache, scope, id, request.body, app.ports.now());
    if (answer.completed) await certifyCompletedModule(app, request, scope, id);
    return answer;
  });
  route(app, lessons.checkAttempt, async (request) => {
    const scope = scopeOf(requireUser(request));
    const id = request.params.id;
    const answer = await submitAttempt(app.db, app.contentCache, scope, id, request.body, app.ports.now());
    if (answer.completed) await certifyCompletedModule(app, request, scope, id);
    return answer;
  });
  route(app, lessons.introduction, async (request) =>
    parts.lessonIntroduction(app.contentCache, scopeOf(requireUser(request)), request.params.id),
  );
  route(app, lessons.exploreIntroduction, async (request) =>
    parts.moduleIntroduction(app.contentCache, scopeOf(requireUser(request)), request.params.id),
  );
};

export default lessonPartsRoutes;
