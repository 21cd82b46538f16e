import { lessonEndpoints } from '@aula/contracts/endpoints/lessons';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { route } from '../../lib/declared-route';
import { lessonPreview } from '../../services/lesson-preview';

/** A shared lesson link's preview: public, the same for every visitor of the ally's site. */
const lessonPreviewRoute: FastifyPluginAsyncZod = async (app) => {
  route(app, lessonEndpoints.lessonPreview, async (request) =>
    lessonPreview(app.db, app.contentCache, request.params.id, request.query),
  );
};

export default lessonPreviewRoute;
