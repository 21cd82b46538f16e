import fp from 'fastify-plugin';
import { NoPublicCache } from '../adapters/no-public-cache';
import { revalidatedPublicAnswer } from '../lib/revalidated-answer';

/**
 * PUBLIC_CACHE=off, in place of plugins/public-cache.ts: the routes marked `publicCache` are
 * computed on every request like any other route, and compressed per request by their scope's
 * compressor (plugins/compression.ts). What their answers tell browsers and proxies stays: a weak
 * ETag with 304, `public, no-cache` and, as before, no cookie (plugins/csrf.ts), so that a proxy's
 * cache in front could take the place of this process's. It exists to measure the cache against
 * none (bench/public-cache.mjs, issue 43); nothing is kept, so `invalidatePublic` has nothing to drop.
 */
export default fp(
  async (app) => {
    app.decorate('publicCache', new NoPublicCache());
    app.decorate('invalidatePublic', async () => {});
    // A hook of the app, not of the route: the app's run before the route's own, so the ETag is
    // taken of the JSON before the route's compressor turns it into a compressed stream or buffer.
    app.addHook('onSend', async (request, reply, payload) =>
      request.routeOptions.config.publicCache ? revalidatedPublicAnswer(request, reply, payload) : payload,
    );
  },
  { name: 'public-cache', dependencies: ['db', 'security'] },
);
