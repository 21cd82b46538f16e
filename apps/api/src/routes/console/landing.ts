import { consoleLandingEndpoints as landing } from '@aula/contracts/endpoints/console-landing';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { route } from '../../lib/declared-route';
import { consoleContentChanged } from '../../services/console-content-changed';
import { getConsoleLanding, updateConsoleLanding } from '../../services/console-landing';
import { actorOf } from './actor';

/** The console's landing editor: a save shows on the public (and server-rendered) landing at once. */
const consoleLandingRoutes: FastifyPluginAsyncZod = async (app) => {
  route(app, landing.consoleLanding, async (request) => getConsoleLanding(app.db, actorOf(request).allyId));

  route(app, landing.updateConsoleLanding, async (request) => {
    const saved = await updateConsoleLanding(app.db, actorOf(request), request.body);
    await consoleContentChanged(app, ['pages']);
    return saved;
  });
};

export default consoleLandingRoutes;
