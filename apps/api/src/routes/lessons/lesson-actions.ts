import { lessonEndpoints } from '@aula/contracts/endpoints/lessons';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { route } from '../../lib/declared-route';
import { requireUser } from '../../lib/guards';
import { saveRating, setFavorite, toggleFavorite } from '../../repositories/lesson-state';
import { cachedVisibleLesson } from '../../services/lessons';

/** The learner's favourite and rating of a lesson: only on lessons they can see, only ever their own. */
const lessonActions: FastifyPluginAsyncZod = async (app) => {
  route(app, lessonEndpoints.setFavorite, async (request) => {
    const user = requireUser(request);
    await cachedVisibleLesson(app.contentCache, user, request.params.id);
    const lessonId = request.params.id;
    const wanted = request.body?.favorite;
    const favorite =
      wanted === undefined
        ? await toggleFavorite(app.db, user.id, lessonId)
        : await setFavorite(app.db, user.id, lessonId, wanted);
    await app.contentCache.lessonStateChanged(user.id, (lessonState) => {
      if (favorite) lessonState.favorites.add(lessonId);
      else lessonState.favorites.delete(lessonId);
    });
    return { favorite };
  });
  route(app, lessonEndpoints.setRating, async (request) => {
    const user = requireUser(request);
    await cachedVisibleLesson(app.contentCache, user, request.params.id);
    const lessonId = request.params.id;
    const { rating } = request.body;
    const stats = await saveRating(app.db, user.id, lessonId, rating);
    await app.contentCache.lessonStateChanged(user.id, (lessonState) => lessonState.ratings.set(lessonId, rating));
    await app.contentCache.ratingsChanged(lessonId, stats);
    return { rating, rating_average: stats.average, rating_count: stats.count };
  });
};

export default lessonActions;
