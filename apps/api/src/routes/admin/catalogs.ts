import { catalogEndpoints as catalogs } from '@aula/contracts/endpoints/catalogs';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { route } from '../../lib/declared-route';
import { listNamed, type NamedList } from '../../repositories/reference-lists';

const ADMIN_LISTS = [
  [catalogs.businessTypes, 'business_types'],
  [catalogs.employeeNumbers, 'employee_numbers'],
  [catalogs.businessImprovements, 'business_improvements'],
  [catalogs.educationLevels, 'education_levels'],
] as const satisfies readonly (readonly [unknown, NamedList])[];

/**
 * The profile forms read these four lists from the admin prefix (spec section 7), anonymously
 * during registration, so reading is public; any future write here must require staff.
 */
const adminCatalogs: FastifyPluginAsyncZod = async (app) => {
  for (const [declaration, list] of ADMIN_LISTS) route(app, declaration, async () => listNamed(app.db, list));
};

export default adminCatalogs;
