import type { FastifyPluginAsync } from 'fastify';
import adminCatalogs from './catalogs';
import adminModules from './modules';

/** Everything under /admin/: catalogue reads (public) and staff-only listings. */
const admin: FastifyPluginAsync = async (app) => {
  await app.register(adminCatalogs);
  await app.register(adminModules);
};

export default admin;
