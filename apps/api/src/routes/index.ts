import type { FastifyPluginAsync } from 'fastify';
import login from './auth/login';
import countries from './catalogs/countries';
import lessonDetail from './lessons/lesson-detail';
import lessonLists from './lessons/lesson-lists';
import homepages from './pages/homepages';
import landingPages from './pages/landing-pages';

/** Everything under /api/, one encapsulated plugin per domain file. */
const api: FastifyPluginAsync = async (app) => {
  await app.register(countries);
  await app.register(landingPages);
  await app.register(homepages);
  await app.register(lessonLists);
  await app.register(lessonDetail);
  await app.register(login);
};

export default api;
