import { moduleEndpoints as modules } from '@aula/contracts/endpoints/modules';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { route } from '../../lib/declared-route';
import { requireUser } from '../../lib/guards';
import { moduleChatOf } from '../../services/chat-learning/chat-link';
import { scopeOf } from '../../services/lessons';
import { learnerModuleDetail, learnerModuleLessons, learnerModules } from '../../services/modules';

/** The learner's modules: their ally's, in their country, with their progress. */
const learnerModuleRoutes: FastifyPluginAsyncZod = async (app) => {
  route(app, modules.modules, async (request) => learnerModules(app.contentCache, scopeOf(requireUser(request))));
  route(app, modules.module, async (request) => {
    const learner = requireUser(request);
    const detail = await learnerModuleDetail(app.contentCache, scopeOf(learner), request.params.id);
    return { ...detail, chat: await moduleChatOf(app, learner, detail) };
  });
  route(app, modules.moduleLessons, async (request) =>
    learnerModuleLessons(app.contentCache, scopeOf(requireUser(request)), request.params.id),
  );
};

export default learnerModuleRoutes;
