import type { FastifyPluginAsync } from 'fastify';
import { compressJson } from '../../plugins/compression';
import adminCatalogs from './catalogs';
import adminModules from './modules';

/** Everything under /admin/: catalogue reads (public) and staff-only listings. */
const admin: FastifyPluginAsync = async (app) => {
  await compressJson(app);
  await app.register(adminCatalogs);
  await app.register(adminModules);
};

export default admin;
