import { consoleAllyEndpoints as allies } from '@aula/contracts/endpoints/console-allies';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { route } from '../../lib/declared-route';
import { requireUser } from '../../lib/guards';
import { createAlly, listAllies, setSuspended } from '../../services/console-allies';
import { clearAllyWhatsapp, setAllyWhatsapp } from '../../services/console-ally-whatsapp';
import { consoleContentChanged } from '../../services/console-content-changed';
import { messageOrigin } from '../../services/message-gate';

/**
 * The platform's allies, for staff: a new ally answers at once; a suspension, a restoration or a
 * WhatsApp number changes what every page of the ally shows, so every process drops its cached pages.
 */
const consoleAllies: FastifyPluginAsyncZod = async (app) => {
  route(app, allies.allies, async () => listAllies(app));

  route(app, allies.createAlly, async (request, reply) => {
    const user = requireUser(request);
    const origin = messageOrigin(request, reply, request.body.code);
    const created = await createAlly(app, { userId: user.id, name: user.name }, request.body, origin);
    await consoleContentChanged(app, ['pages']);
    return reply.code(201).send(created);
  });

  route(app, allies.suspendAlly, async (request) => {
    const ally = await setSuspended(app, request.params.code, true);
    await consoleContentChanged(app, ['pages']);
    return ally;
  });

  route(app, allies.restoreAlly, async (request) => {
    const ally = await setSuspended(app, request.params.code, false);
    await consoleContentChanged(app, ['pages']);
    return ally;
  });

  route(app, allies.setAllyWhatsapp, async (request) => {
    const ally = await setAllyWhatsapp(app, request.params.code, request.body);
    await consoleContentChanged(app, ['pages']);
    return ally;
  });

  route(app, allies.clearAllyWhatsapp, async (request) => {
    const ally = await clearAllyWhatsapp(app, request.params.code);
    await consoleContentChanged(app, ['pages']);
    return ally;
  });
};

export default consoleAllies;
