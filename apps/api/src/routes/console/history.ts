import { roleAllows } from '@aula/contracts/console';
import { historyAccessOf } from '@aula/contracts/console-history';
import { consoleHistoryEndpoints as history } from '@aula/contracts/endpoints/console-history';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { route } from '../../lib/declared-route';
import { consoleAllyOf, requireUser } from '../../lib/guards';
import { HttpError } from '../../lib/http-error';
import { itemHistory } from '../../services/content-history';
import { postHistoryAlly } from '../../services/post-access';
import { postActorOf } from './post-actor';

/**
 * An item's recorded changes, for the console's history panel; only the acting ally's rows are read.
 * The team's items (invitations, members) name people, so their history is the team page's: admins
 * and staff only, like the page (an editor gets the same 403 as there).
 */
const consoleHistory: FastifyPluginAsyncZod = async (app) => {
  route(app, history.history, async (request) => {
    const { itemType, itemId } = request.params;
    if (!roleAllows(requireUser(request).access, historyAccessOf(itemType))) {
      throw new HttpError(403, 'forbidden', "The ally's admins only");
    }
    // A platform post is no ally's: staff see every record of it, whichever ally they acted for.
    const allyId =
      itemType === 'post' ? await postHistoryAlly(app.db, postActorOf(request), itemId) : consoleAllyOf(request).id;
    return { results: await itemHistory(app.db, allyId, itemType, itemId) };
  });
};

export default consoleHistory;
