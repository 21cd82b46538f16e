import { catalogEndpoints as catalogs } from '@aula/contracts/endpoints/catalogs';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { route } from '../../lib/declared-route';
import * as lists from '../../repositories/reference-lists';

/** Public reference lists under /api/; plain arrays, as the spec's catalogue calls read them. */
const referenceLists: FastifyPluginAsyncZod = async (app) => {
  route(app, catalogs.levelMaturity, async () =>
    (await lists.listLevels(app.db)).map(({ minScore: _minScore, ...level }) => level),
  );
  route(app, catalogs.reviews, async () => lists.listReviews(app.db));
  route(app, catalogs.weeklyIncomes, async () => lists.listNamed(app.db, 'weekly_incomes'));
  route(app, catalogs.teachers, async () => lists.listTeachers(app.db));
  route(app, catalogs.campuses, async () => lists.listCampuses(app.db));
  route(app, catalogs.groups, async () => lists.listGroups(app.db));
  route(app, catalogs.subjects, async () => lists.listNamed(app.db, 'subjects'));
  route(app, catalogs.allyTypes, async () => lists.listAllyTypes(app.db));
  // An unknown ally simply has no customers; only a malformed code is refused.
  route(app, catalogs.allyCustomers, async (request) => lists.listAllyCustomers(app.db, request.query.ally__code));
};

export default referenceLists;
