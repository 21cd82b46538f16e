import { existsSync } from 'node:fs';
import { join, sep } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { notFound } from '../lib/http-error';

const API_PATH = /^\/(api|admin|reports)(\/|$)/;
// A last segment with a dot names a file (/assets/app.js, /favicon.ico): a miss is a real 404.
const FILE_PATH = /\/[^/]*\.[^/]*$/;
const NOT_BUILT = 'The web app is not built yet. Run `npm run build` (or `npm start`) to build and serve it.';

const IMMUTABLE = 'public, max-age=31536000, immutable';

/**
 * Serves the web build and answers deep links (`/mx/impulsa/login`) with index.html so the SPA
 * router takes over on reload. API paths never fall back: they get JSON 404s.
 */
export default fp(
  async (app) => {
    const root = app.config.webDist;
    const built = existsSync(join(root, 'index.html'));

    if (built) {
      await app.register(fastifyStatic, {
        root,
        wildcard: true,
        cacheControl: false,
        // Vite fingerprints everything under assets/; index.html must be revalidated each time.
        setHeaders: (res, path) => {
          res.setHeader('cache-control', path.includes(`${sep}assets${sep}`) ? IMMUTABLE : 'no-cache');
        },
      });
    } else {
      app.get('/', { schema: { hide: true } }, async (_request, reply) => reply.type('text/plain').send(NOT_BUILT));
    }

    app.setNotFoundHandler(async (request: FastifyRequest, reply: FastifyReply) => {
      const path = request.url.split('?')[0] ?? '/';
      const page = (request.method === 'GET' || request.method === 'HEAD') && !API_PATH.test(path);
      if (page && !FILE_PATH.test(path)) {
        if (built) return reply.header('cache-control', 'no-cache').sendFile('index.html');
        return reply.code(404).type('text/plain').send(NOT_BUILT);
      }
      throw notFound(`No route for ${request.method} ${path}`);
    });
  },
  { name: 'web' },
);
