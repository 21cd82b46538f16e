import { consoleDomainEndpoints as domain } from '@aula/contracts/endpoints/console-domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { route } from '../../lib/declared-route';
import { consoleAllyOf } from '../../lib/guards';
import { notFound } from '../../lib/http-error';
import { consoleContentChanged } from '../../services/console-content-changed';
import { getConsoleDomain, setConsoleDomain } from '../../services/console-domain';

/**
 * An ally's own host: set in the console, it serves the ally's site at once on every process (they
 * hear 'content' and drop pages drawn with the old links); a TLS proxy asks before a certificate.
 */
const consoleDomainRoutes: FastifyPluginAsyncZod = async (app) => {
  route(app, domain.consoleDomain, async (request) => getConsoleDomain(app, consoleAllyOf(request).id));

  route(app, domain.updateConsoleDomain, async (request) => {
    const saved = await setConsoleDomain(app, consoleAllyOf(request).id, request.body.host);
    await consoleContentChanged(app, ['pages']);
    return saved;
  });

  // Caddy's on-demand TLS asks `?domain=` and gets a certificate only on a 2xx: never for a host no ally named.
  route(app, domain.tlsAllowed, async (request) => {
    if (!app.allyHosts.allyAt(request.query.domain)) throw notFound('No ally uses this host');
    return { allowed: true } as const;
  });
};

export default consoleDomainRoutes;
