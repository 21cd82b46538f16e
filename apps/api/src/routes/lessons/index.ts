import type { FastifyPluginAsync } from 'fastify';
import learnerModules from '../modules/learner-modules';
import learnerLists from './learner-lists';
import lessonActions from './lesson-actions';
import lessonDetail from './lesson-detail';
import lessonLists from './lesson-lists';
import lessonParts from './lesson-parts';
import lessonPreview from './lesson-preview';

/** Lessons and modules: the public carousels and a shared lesson's preview, then everything a signed-in learner reads or writes. */
const lessons: FastifyPluginAsync = async (app) => {
  await app.register(lessonLists);
  await app.register(lessonPreview);
  await app.register(lessonDetail);
  await app.register(learnerLists);
  await app.register(lessonParts);
  await app.register(lessonActions);
  await app.register(learnerModules);
};

export default lessons;
