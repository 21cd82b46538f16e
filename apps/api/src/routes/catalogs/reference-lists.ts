import {
  allyCustomersQuery,
  allyCustomersResponse,
  allyTypesResponse,
  campusesResponse,
  catalogList,
  groupsResponse,
  levelMaturityResponse,
  reviewsResponse,
  subjectsResponse,
  teachersResponse,
} from '@aula/contracts/catalogs';
import { apiError } from '@aula/contracts/errors';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import * as lists from '../../repositories/reference-lists';

const cached = { publicCache: ['catalogs'] } as const;

/** Public reference lists under /api/; plain arrays, as the spec's catalogue calls read them. */
const referenceLists: FastifyPluginAsyncZod = async (app) => {
  app.get('/level_maturity', { config: cached, schema: { response: { 200: levelMaturityResponse } } }, async () =>
    (await lists.listLevels(app.db)).map(({ minScore: _minScore, ...level }) => level),
  );
  app.get('/catalogs/reviews/', { config: cached, schema: { response: { 200: reviewsResponse } } }, async () =>
    lists.listReviews(app.db),
  );
  app.get('/catalogs/weekly_incomes/', { config: cached, schema: { response: { 200: catalogList } } }, async () =>
    lists.listNamed(app.db, 'weekly_incomes'),
  );
  app.get('/teacher/', { config: cached, schema: { response: { 200: teachersResponse } } }, async () =>
    lists.listTeachers(app.db),
  );
  app.get('/campus/', { config: cached, schema: { response: { 200: campusesResponse } } }, async () =>
    lists.listCampuses(app.db),
  );
  app.get('/group/', { config: cached, schema: { response: { 200: groupsResponse } } }, async () =>
    lists.listGroups(app.db),
  );
  app.get('/subject/', { config: cached, schema: { response: { 200: subjectsResponse } } }, async () =>
    lists.listNamed(app.db, 'subjects'),
  );
  app.get('/type_ally/', { config: cached, schema: { response: { 200: allyTypesResponse } } }, async () =>
    lists.listAllyTypes(app.db),
  );
  // An unknown ally simply has no customers; only a malformed code is refused.
  app.get(
    '/catalogs/ally_customers/',
    {
      config: cached,
      schema: { querystring: allyCustomersQuery, response: { 200: allyCustomersResponse, 400: apiError } },
    },
    async (request) => lists.listAllyCustomers(app.db, request.query.ally__code),
  );
};

export default referenceLists;
