import { apiError } from '@aula/contracts/errors';
import { lessonListResponse, lessonScopeQuery } from '@aula/contracts/lessons';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { lessonList } from '../../services/lessons';

const schema = { querystring: lessonScopeQuery, response: { 200: lessonListResponse, 400: apiError } };
// The cards show view counts, so a flush of the buffered views refreshes them too.
const config = { publicCache: ['lessons', 'lesson-views'] } as const;

/** Public home-page carousels; an unknown ally or a country it does not offer gives an empty list. */
const lessonLists: FastifyPluginAsyncZod = async (app) => {
  app.get('/new_lessons/', { config, schema }, async (request) => lessonList(app.db, request.query, 'newest'));
  app.get('/most_viewed_lessons/', { config, schema }, async (request) =>
    lessonList(app.db, request.query, 'most_viewed'),
  );
};

export default lessonLists;
