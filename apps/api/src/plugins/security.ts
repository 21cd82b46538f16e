import helmet, { type FastifyHelmetOptions } from '@fastify/helmet';
import Fastify from 'fastify';
import fp from 'fastify-plugin';

/**
 * Documents (pages, assets, the API docs): the SPA loads only its own bundles (no inline
 * script: a page works before its scripts by links and posted forms); styled-components injects <style> tags at runtime, hence 'unsafe-inline' for styles only.
 */
const DOCUMENT_OPTIONS = {
  contentSecurityPolicy: {
    useDefaults: false,
    directives: {
      defaultSrc: ["'self'"],
      scriptSrc: ["'self'"],
      styleSrc: ["'self'", "'unsafe-inline'"],
      imgSrc: ["'self'", 'data:'],
      fontSrc: ["'self'", 'data:'],
      connectSrc: ["'self'"],
      manifestSrc: ["'self'"],
      objectSrc: ["'none'"],
      baseUri: ["'self'"],
      formAction: ["'self'"],
      // Framed by the site's own pages only: the console's "Marca" shows the ally's pages in a
      // frame as a preview of the brand being edited. Any other site still may not frame them.
      frameAncestors: ["'self'"],
    },
  },
  // The same rule for browsers that know X-Frame-Options but not frame-ancestors.
  frameguard: { action: 'sameorigin' as const },
};

/**
 * JSON answers are never rendered as a page, so the headers that steer a document (script
 * sources, DNS prefetch, the opener, IE's download and XSS switches) only add bytes and work to
 * every call. They get the set OWASP's REST Security Cheat Sheet asks for: a CSP that loads
 * nothing and cannot be framed, no framing, no sniffing, HSTS, no referrer, same-origin only.
 */
const DATA_OPTIONS = {
  contentSecurityPolicy: { useDefaults: false, directives: { defaultSrc: ["'none'"], frameAncestors: ["'none'"] } },
  frameguard: { action: 'deny' as const },
  crossOriginOpenerPolicy: false,
  originAgentCluster: false,
  xDnsPrefetchControl: false,
  xDownloadOptions: false,
  xPermittedCrossDomainPolicies: false,
  xXssProtection: false,
};

/** Where JSON is answered: the API and its staff catalogue. */
const DATA_PREFIXES = ['/api/', '/admin/'];

const NOT_SECURITY = new Set(['content-type', 'content-length', 'date', 'connection', 'keep-alive']);

/**
 * Helmet's headers for these options, computed once. @fastify/helmet rebuilds its middleware
 * (parsing the CSP directives) on every request, which costs a cached GET a large share of its
 * time; the headers never change, so they are worked out at start by helmet itself and copied.
 */
async function securityHeaders(options: FastifyHelmetOptions): Promise<Record<string, string>> {
  const probe = Fastify();
  await probe.register(helmet, options);
  probe.get('/', async () => '');
  const response = await probe.inject({ method: 'GET', url: '/' });
  await probe.close();
  return Object.fromEntries(
    Object.entries(response.headers)
      .filter(([name, value]) => !NOT_SECURITY.has(name) && typeof value === 'string')
      .map(([name, value]) => [name, value as string]),
  );
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The security headers every answer under this URL carries (also sent by lib/public-cache-fast-path.ts). */
    securityHeadersFor(url: string): Record<string, string>;
  }
}

/** Security headers for API and site alike: the data set under /api/ and /admin/, else the document set. */
export default fp(
  async (app) => {
    const documentHeaders = await securityHeaders(DOCUMENT_OPTIONS);
    const dataHeaders = await securityHeaders(DATA_OPTIONS);
    const headersFor = (url: string) =>
      DATA_PREFIXES.some((prefix) => url.startsWith(prefix)) ? dataHeaders : documentHeaders;
    app.decorate('securityHeadersFor', headersFor);
    app.addHook('onRequest', (request, reply, done) => {
      reply.headers(headersFor(request.url));
      done();
    });
  },
  { name: 'security' },
);
