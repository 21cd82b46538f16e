import { consoleHistoryEndpoints as history } from '@aula/contracts/endpoints/console-history';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { route } from '../../lib/declared-route';
import { consoleAllyOf } from '../../lib/guards';
import { itemHistory } from '../../services/content-history';

/** An item's recorded changes, for the console's history panel; only the acting ally's rows are read. */
const consoleHistory: FastifyPluginAsyncZod = async (app) => {
  route(app, history.history, async (request) => ({
    results: await itemHistory(app.db, consoleAllyOf(request).id, request.params.itemType, request.params.itemId),
  }));
};

export default consoleHistory;
