import type { FastifyPluginAsync } from 'fastify';
import { compressJson } from '../plugins/compression';
import account from './account';
import achievements from './achievements';
import login from './auth/login';
import posts from './blog/posts';
import countries from './catalogs/countries';
import places from './catalogs/places';
import referenceLists from './catalogs/reference-lists';
import consoleBlog from './console/blog';
import consoleCurriculum from './console/curriculum';
import consoleHistory from './console/history';
import consoleLanding from './console/landing';
import consoleMedia from './console/media';
import consoleOverview from './console/overview';
import consoleRewards from './console/rewards';
import consoleTeam from './console/team';
import consoleUploads from './console/uploads';
import lessons from './lessons';
import homepages from './pages/homepages';
import landingPages from './pages/landing-pages';
import profile from './profile';

/** Everything under /api/, one encapsulated plugin per domain file. */
const api: FastifyPluginAsync = async (app) => {
  await compressJson(app);
  await app.register(countries);
  await app.register(places);
  await app.register(referenceLists);
  await app.register(posts);
  await app.register(landingPages);
  await app.register(homepages);
  await app.register(lessons);
  await app.register(achievements);
  await app.register(profile);
  await app.register(login);
  await app.register(account);
  await app.register(consoleHistory);
  await app.register(consoleTeam);
  await app.register(consoleCurriculum);
  await app.register(consoleMedia);
  await app.register(consoleUploads);
  await app.register(consoleBlog);
  await app.register(consoleLanding);
  await app.register(consoleRewards);
  await app.register(consoleOverview);
};

export default api;
