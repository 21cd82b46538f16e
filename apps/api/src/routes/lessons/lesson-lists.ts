import { lessonEndpoints } from '@aula/contracts/endpoints/lessons';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { route } from '../../lib/declared-route';
import { lessonList } from '../../services/lessons';

/** Public home-page carousels; an unknown ally or a country it does not offer gives an empty list. */
const lessonLists: FastifyPluginAsyncZod = async (app) => {
  route(app, lessonEndpoints.newLessons, async (request) => lessonList(app.db, request.query, 'newest'));
  route(app, lessonEndpoints.mostViewedLessons, async (request) => lessonList(app.db, request.query, 'most_viewed'));
};

export default lessonLists;
