import { lessonEndpoints as lessons } from '@aula/contracts/endpoints/lessons';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { route } from '../../lib/declared-route';
import { requireUser } from '../../lib/guards';
import * as paths from '../../services/lesson-paths';
import { scopeOf } from '../../services/lessons';

/** The signed-in learner's own lesson lists; every one is limited to their ally and country. */
const learnerLists: FastifyPluginAsyncZod = async (app) => {
  route(app, lessons.recommendations, async (request) =>
    paths.recommendations(app.contentCache, scopeOf(requireUser(request))),
  );
  route(app, lessons.following, async (request) => paths.following(app.contentCache, scopeOf(requireUser(request))));
  route(app, lessons.favorites, async (request) => paths.favorites(app.contentCache, scopeOf(requireUser(request))));
  route(app, lessons.nextLessons, async (request) =>
    paths.nextLessonList(app.contentCache, scopeOf(requireUser(request)), request.params.id),
  );
  route(app, lessons.hasNextLesson, async (request) =>
    paths.hasNextLesson(app.contentCache, scopeOf(requireUser(request)), request.params.id),
  );
};

export default learnerLists;
