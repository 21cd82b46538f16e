import { catalogList } from '@aula/contracts/catalogs';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { listNamed, type NamedList } from '../../repositories/reference-lists';

const ADMIN_LISTS: NamedList[] = ['business_types', 'employee_numbers', 'business_improvements', 'education_levels'];

/**
 * The profile forms read these four lists from the admin prefix (spec section 7), anonymously
 * during registration, so reading is public; any future write here must require staff.
 */
const adminCatalogs: FastifyPluginAsyncZod = async (app) => {
  for (const list of ADMIN_LISTS) {
    app.get(
      `/catalogs/${list}/`,
      { config: { publicCache: ['catalogs'] }, schema: { response: { 200: catalogList } } },
      async () => listNamed(app.db, list),
    );
  }
};

export default adminCatalogs;
