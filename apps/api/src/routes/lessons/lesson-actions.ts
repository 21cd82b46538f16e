import { idParams } from '@aula/contracts/common';
import { apiError } from '@aula/contracts/errors';
import { setFavoriteRequest, setFavoriteResponse, setRatingRequest, setRatingResponse } from '@aula/contracts/lessons';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireUser } from '../../lib/guards';
import { saveRating, setFavorite, toggleFavorite } from '../../repositories/lesson-state';
import { cachedVisibleLesson } from '../../services/lessons';

const errors = { 400: apiError, 401: apiError, 403: apiError, 404: apiError };

/** The learner's favourite and rating of a lesson: only on lessons they can see, only ever their own. */
const lessonActions: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', app.authenticate);
  // `{ favorite }` sets that state (a resent request changes nothing); the spec's empty body toggles.
  app.post(
    '/lessons/:id/set_favorite/',
    {
      schema: {
        params: idParams,
        body: setFavoriteRequest.nullish(),
        response: { 200: setFavoriteResponse, ...errors },
      },
    },
    async (request) => {
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
    },
  );
  app.post(
    '/lessons/:id/set_rating/',
    { schema: { params: idParams, body: setRatingRequest, response: { 200: setRatingResponse, ...errors } } },
    async (request) => {
      const user = requireUser(request);
      await cachedVisibleLesson(app.contentCache, user, request.params.id);
      const lessonId = request.params.id;
      const { rating } = request.body;
      const stats = await saveRating(app.db, user.id, lessonId, rating);
      await app.contentCache.lessonStateChanged(user.id, (lessonState) => lessonState.ratings.set(lessonId, rating));
      await app.contentCache.ratingsChanged(lessonId, stats);
      return { rating, rating_average: stats.average, rating_count: stats.count };
    },
  );
};

export default lessonActions;
