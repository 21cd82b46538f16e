import { moduleEndpoints } from '@aula/contracts/endpoints/modules';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { route } from '../../lib/declared-route';
import { staffModuleLessons, staffModules } from '../../services/modules';

/** Staff listings across every ally, drafts included. */
const adminModules: FastifyPluginAsyncZod = async (app) => {
  route(app, moduleEndpoints.staffModules, async () => staffModules(app.db));
  route(app, moduleEndpoints.staffModuleLessons, async (request) => staffModuleLessons(app.db, request.params.id));
};

export default adminModules;
