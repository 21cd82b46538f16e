import fp from 'fastify-plugin';
import FindMyWay, { type HTTPMethod } from 'find-my-way';

const METHODS: HTTPMethod[] = ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'];
const isKnownMethod = (method: string): method is HTTPMethod => METHODS.includes(method as HTTPMethod);

declare module 'fastify' {
  interface FastifyInstance {
    /** The methods some route answers at this path (empty when no route has the path at all). */
    allowedMethods(path: string): string[];
  }
}

/**
 * Keeps a second router holding every route's path, so a request that found no route can be told
 * apart: a known path with another method is a 405 with `Allow` (RFC 9110), not a 404.
 * Registered before the routes, since it learns them as they are added.
 */
export default fp(
  async (app) => {
    const paths = FindMyWay({ ignoreTrailingSlash: false, caseSensitive: true });
    app.addHook('onRoute', (route) => {
      // Catch-alls (the static files, CORS preflight) would make every path look known.
      if (route.url.includes('*')) return;
      const methods = Array.isArray(route.method) ? route.method : [route.method];
      for (const method of methods.map((name) => name.toUpperCase())) {
        if (!isKnownMethod(method) || paths.hasRoute(method, route.url)) continue;
        paths.on(method, route.url, () => {});
      }
    });
    app.decorate('allowedMethods', (path: string) => METHODS.filter((method) => paths.find(method, path) !== null));
  },
  { name: 'method-not-allowed' },
);
