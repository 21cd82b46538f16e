import { existsSync, readFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { join, sep } from 'node:path';
import { NAVIGATION_PRELOAD_HEADER } from '@aula/contracts/headers';
import type { WebRenderer } from '@aula/contracts/server-render';
import { allyRoutes, matchAllyRoute, parseSitePath, siteRoutes } from '@aula/contracts/site-paths';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { API_PATH, isPageFormPost } from '../lib/api-path';
import { HttpError, notFound } from '../lib/http-error';
import { pageOrigin } from '../lib/page-origin';
import { SAVE_DATA_VARY, savesData } from '../lib/save-data';
import { type EncodedPage, encodeOnce, encodePage, matchesEtag, negotiateEncoding } from './web-encoding';
import { PAGE_FORM_BODY_LIMIT, pageSubmission } from './web-forms';
import { learnerFetch, type PageLearner, pageLearner } from './web-learner';
import { serveManifests } from './web-manifest';
import { loadRenderer, PageCache, pageHtml } from './web-render';

// The theme studio edits any brand: production serves it only with ENABLE_STUDIO=true.
// The router matches paths without regard to case or encoding, so neither may slip past.
function isStudio(path: string): boolean {
  let plain = path;
  try {
    plain = decodeURIComponent(path);
  } catch {}
  plain = plain.toLowerCase().replace(/\/+/g, '/');
  return plain === siteRoutes.themeStudio || plain.startsWith(`${siteRoutes.themeStudio}/`);
}
// A last segment with a dot names a file (/assets/app.js, /favicon.ico): a miss is a real 404.
const FILE_PATH = /\/[^/]*\.[^/]*$/;
// What the build precompresses (.br, .gz beside the file): these answers vary by Accept-Encoding.
const COMPRESSIBLE = /\.(js|mjs|css|html|svg|json|webmanifest|txt|xml)(\.br|\.gz)?$/;
const NOT_BUILT = 'The web app is not built yet. Run `npm run build` (or `npm start`) to build and serve it.';

const IMMUTABLE = 'public, max-age=31536000, immutable';
const DEPLOYMENT_FILE = '/deployment.json';
/**
 * How long a rendered public page is fresh; after it, it is answered once more while drawn again.
 * Five minutes while every process hears of changes: a console edit empties the cache on each at
 * once ('content'), and the public answers a page is drawn from are cached longer still. While
 * changes may be missed (Redis down), 10 s, as before: an edit shows on the other processes soon.
 * At 1,000 allies, 10 s meant most visits set off a redraw behind them (decision 0008).
 */
const PAGE_TTL_MS = 5 * 60_000;
const PAGE_TTL_UNSHARED_MS = 10_000;

/** The query parameters that carry a link's token: a reset link's `token`, an opt-out or return link's `t`. */
const TOKEN_PARAMS = ['token', 't'];

/**
 * A page drawn anew for each visit: one whose address carries a token (a reminder's return link
 * `/{country}/{ally}/volver?t=…`, a one-time sign-in; a reset link `…/restablecer?uidb64=…&token=…`;
 * an opt-out link `…/recordatorios/baja?t=…`), whose page holds the token's answer, and a
 * certificate's verification page (`…/certificados/{id}`), which must say at once that it was
 * revoked. Never kept in the page cache, shared with a render in flight, nor stored on the way (`no-store`).
 */
function drawnForEachVisit(url: string): boolean {
  const rest = parseSitePath(url)?.rest;
  if (rest === allyRoutes.returnLink) return true;
  if (rest !== undefined && matchAllyRoute(rest)?.route === 'certificate') return true;
  const query = url.indexOf('?');
  if (query < 0) return false;
  const params = new URLSearchParams(url.slice(query + 1));
  return TOKEN_PARAMS.some((name) => params.has(name));
}

/** What of the visitor a rendered page depends on (and the page cache keys on). */
interface Visitor {
  origin: string | undefined;
  savesData: boolean;
}

/** Whether the site's offline worker asked for this page (a learner's page only: never cached). */
function underOfflineWorker(request: FastifyRequest): boolean {
  return request.headers[NAVIGATION_PRELOAD_HEADER] !== undefined;
}

interface Page extends EncodedPage {
  status: number;
  location?: string;
}

/** The server's own address: the renderer reads the public API over loopback, anonymously. */
function apiOrigin(app: FastifyInstance): string | undefined {
  const address = app.server.address() as AddressInfo | string | null;
  if (!address || typeof address === 'string') return undefined;
  const host = address.family === 'IPv6' ? `[${address.address === '::' ? '::1' : address.address}]` : address.address;
  return `http://${host === '0.0.0.0' ? '127.0.0.1' : host}:${address.port}`;
}

/** Adds each of `names` to Vary that is not there yet, keeping what others (CORS: Origin) put there. */
function varyBy(reply: FastifyReply, ...names: string[]) {
  const current = String(reply.getHeader('vary') ?? '');
  const present = new Set(current.split(',').map((name) => name.trim().toLowerCase()));
  const added = names.filter((name) => !present.has(name.toLowerCase()));
  if (added.length > 0) reply.header('vary', [current, ...added].filter(Boolean).join(', '));
}

const varyByEncoding = (reply: FastifyReply) => varyBy(reply, 'Accept-Encoding');

function sendPage(request: FastifyRequest, reply: FastifyReply, page: Page) {
  // A page is drawn for data saver or not: a cache between here and the visitor must not give one
  // visitor's kind to the other (the header, or the setting's cookie).
  varyBy(reply, ...SAVE_DATA_VARY);
  if (page.location) return reply.code(page.status).header('cache-control', 'no-cache').redirect(page.location);
  // Revalidated on every visit (no-cache) but cheap to revalidate: the ETag answers 304 unchanged.
  reply.header('cache-control', 'no-cache').header('etag', page.etag);
  varyByEncoding(reply);
  if (matchesEtag(request.headers['if-none-match'], page.etag)) return reply.code(304).send();
  const encoding = negotiateEncoding(request.headers['accept-encoding']);
  if (encoding !== 'identity') reply.header('content-encoding', encoding);
  return reply.code(page.status).type('text/html; charset=utf-8').send(page.bodies[encoding]);
}

/** A page drawn for one learner: theirs alone, so no cache between here and them may keep it. */
interface PersonalPage {
  status: number;
  html?: string;
  location?: string;
}

function sendPersonalPage(request: FastifyRequest, reply: FastifyReply, page: PersonalPage) {
  varyBy(reply, ...SAVE_DATA_VARY);
  reply.header('cache-control', 'private, no-store');
  if (page.location) return reply.code(page.status).redirect(page.location);
  varyByEncoding(reply);
  const encoding = negotiateEncoding(request.headers['accept-encoding']);
  if (encoding !== 'identity') reply.header('content-encoding', encoding);
  return reply
    .code(page.status)
    .type('text/html; charset=utf-8')
    .send(encodeOnce(page.html ?? '', encoding));
}

/**
 * Serves the web build: precompressed files (brotli, gzip) with `Vary: Accept-Encoding`, hashed
 * assets immutable, and pages revalidated with ETags. Public pages (country choice, ally landing,
 * blog) come server-rendered when the build has a renderer; every other page path gets the shell
 * index.html so the SPA router takes over. API paths never fall back: they get JSON 404s.
 */
export default fp(
  async (app) => {
    const root = app.config.webDist;
    const built = existsSync(join(root, 'index.html'));
    let shell: Page | undefined;
    let renderer: WebRenderer | undefined;
    const cache = new PageCache<Page>(() => (app.changes.sharing() === 'down' ? PAGE_TTL_UNSHARED_MS : PAGE_TTL_MS));
    const inFlight = new Map<string, Promise<Page>>();
    // A console edit (announced as 'content' to every process) shows on the next visit, not after
    // the pages' few seconds: a published post or a saved landing is there when the editor looks.
    app.changes.subscribe((change) => {
      if (change === 'all' || change.kind === 'content') cache.clear();
    });

    if (built) {
      const html = readFileSync(join(root, 'index.html'), 'utf8');
      shell = { ...encodePage(html), status: 200 };
      try {
        renderer = await loadRenderer(root);
      } catch (error) {
        app.log.error({ err: error }, 'the web build has a server renderer that cannot be loaded; serving the shell');
      }
      await app.register(fastifyStatic, {
        root,
        wildcard: true,
        index: false,
        preCompressed: true,
        // .vite/ (build reports) and .ssr/ (the renderer) are the build's, not the site's.
        dotfiles: 'ignore',
        cacheControl: false,
        setHeaders: (res, path) => {
          // Vite fingerprints everything under assets/; other files must be revalidated each time.
          res.setHeader('cache-control', path.includes(`${sep}assets${sep}`) ? IMMUTABLE : 'no-cache');
        },
      });
      serveManifests(app, root);
      // Set here, not in setHeaders: reply headers (CORS's Vary: Origin) would replace a raw one.
      app.addHook('onSend', async (request, reply) => {
        if (!API_PATH.test(request.url) && COMPRESSIBLE.test(request.url.split('?')[0] ?? '')) varyByEncoding(reply);
      });
    } else {
      app.get('/', { schema: { hide: true } }, async (_request, reply) => reply.type('text/plain').send(NOT_BUILT));
    }

    async function render(url: string, visitor: Visitor, fallback: Page): Promise<Page> {
      const origin = apiOrigin(app);
      if (!renderer || !origin) return fallback;
      try {
        const result = await renderer.render(url, {
          apiOrigin: origin,
          ...(visitor.origin ? { pageOrigin: visitor.origin } : {}),
          ...(visitor.savesData ? { dataSaver: true } : {}),
        });
        if (!result) return fallback;
        if (result.kind === 'redirect') return { ...fallback, status: result.status, location: result.location };
        const html = pageHtml(fallback.bodies.identity.toString(), result, { dataSaver: visitor.savesData });
        return { ...encodePage(html), status: result.status };
      } catch (error) {
        // A page that cannot be rendered still works: the shell renders it in the browser.
        logRenderFailure(app, url, error);
        return fallback;
      }
    }

    async function page(url: string, visitor: Visitor, fallback: Page): Promise<Page> {
      // Each origin its own copy (a page names the address it was asked at), and a data saver's
      // page (no images) is never another visitor's, nor the reverse.
      const key = `${visitor.origin ?? ''} ${visitor.savesData ? 'save-data' : 'full'} ${url}`;
      const cached = cache.lookup(key);
      if (cached?.fresh) return cached.value;
      let pending = inFlight.get(key);
      if (!pending) {
        pending = render(url, visitor, fallback)
          .then((drawn) => {
            cache.set(key, drawn);
            return drawn;
          })
          .finally(() => inFlight.delete(key));
        inFlight.set(key, pending);
      }
      // A page seen before is answered at once, stale, while it is drawn again behind it.
      return cached ? cached.value : pending;
    }

    /**
     * A learner's screen drawn for the learner whose session came with it: never cached here (no
     * page cache, no shared render in flight), so no one else is ever sent it. Undefined when it
     * cannot be drawn (the renderer declined, a read failed, the session ended meanwhile): the
     * anonymous page is sent instead.
     */
    async function personalPage(
      url: string,
      visitor: Visitor,
      learner: PageLearner,
      offlineWorker: boolean,
    ): Promise<PersonalPage | undefined> {
      const origin = apiOrigin(app);
      if (!renderer || !origin || !shell) return undefined;
      try {
        const result = await renderer.render(url, {
          apiOrigin: origin,
          ...(visitor.origin ? { pageOrigin: visitor.origin } : {}),
          ...(visitor.savesData ? { dataSaver: true } : {}),
          ...(offlineWorker ? { offlineWorker } : {}),
          learner: { ...learner.learner, fetch: learnerFetch(app, learner) },
        });
        if (result?.kind === 'redirect') return { status: result.status, location: result.location };
        if (result?.kind !== 'page') return undefined;
        const html = pageHtml(shell.bodies.identity.toString(), result, {
          dataSaver: visitor.savesData,
          forLearner: true,
          offlineWorker,
        });
        return { status: result.status, html };
      } catch (error) {
        logRenderFailure(app, url, error);
        return undefined;
      }
    }

    // Rendered anonymously unless it is a learner's screen with their live session (above): no
    // cookie or header of this request reaches the renderer, only the origin it was asked at when
    // this server serves that origin, and whether the visitor saves data.
    const servePage = async (request: FastifyRequest, reply: FastifyReply) => {
      if (!shell) return reply.code(404).type('text/plain').send(NOT_BUILT);
      const visitor = { origin: pageOrigin(app, request), savesData: savesData(request) };
      const learner = renderer ? await pageLearner(app, request) : undefined;
      const personal = learner
        ? await personalPage(request.url, visitor, learner, underOfflineWorker(request))
        : undefined;
      if (personal) return sendPersonalPage(request, reply, personal);
      if (drawnForEachVisit(request.url)) {
        // Such a page is for whoever has its address (a token's answer, a learner's certificate), not for search engines.
        reply.header('x-robots-tag', 'noindex');
        const drawn = await render(request.url, visitor, shell);
        return sendPersonalPage(request, reply, { ...drawn, html: drawn.bodies.identity.toString() });
      }
      return sendPage(request, reply, await page(request.url, visitor, shell));
    };
    if (built) app.get('/', { schema: { hide: true } }, servePage);

    /** A path the site has no page for: API paths get their JSON 404 or 405. */
    const noRoute = (request: FastifyRequest, reply: FastifyReply) => {
      const path = request.url.split('?')[0] ?? '/';
      const allowed = API_PATH.test(path) ? app.allowedMethods(path) : [];
      if (allowed.length > 0) {
        reply.header('allow', allowed.join(', '));
        return new HttpError(
          405,
          'method_not_allowed',
          `${request.method} is not allowed here; use ${allowed.join(', ')}`,
        );
      }
      return notFound(`No route for ${request.method} ${path}`);
    };

    const isSitePage = (path: string) =>
      !API_PATH.test(path) &&
      !(!app.config.enableStudio && isStudio(path)) &&
      !FILE_PATH.test(path) &&
      !path.includes('/.');

    app.setNotFoundHandler(async (request: FastifyRequest, reply: FastifyReply) => {
      const path = request.url.split('?')[0] ?? '/';
      const isPage = request.method === 'GET' || request.method === 'HEAD';
      // The web app reads this deployment's settings from /deployment.json at start
      // (apps/web/src/deployment.ts); a build without one runs on this origin: an empty file.
      if (isPage && shell && path === DEPLOYMENT_FILE) return reply.header('cache-control', 'no-cache').send({});
      if (isPage && isSitePage(path)) return servePage(request, reply);
      throw noRoute(request, reply);
    });

    /**
     * A form posted to a page: its route's action answers as the visitor who posted, then the
     * visitor goes where it says (303: the next page is a GET) or sees the page with its answer
     * (the fields' faults), theirs alone. Nothing to answer with: back to the page.
     */
    const submitPage = async (request: FastifyRequest, reply: FastifyReply) => {
      const path = request.url.split('?')[0] ?? '/';
      // Only a form, only to a page of a built site: anything else is as if no route had it.
      const form = isPageFormPost(request.method, request.url, request.headers['content-type']);
      if (!form || !shell || !isSitePage(path)) throw noRoute(request, reply);
      const origin = apiOrigin(app);
      const back = () => reply.code(303).header('cache-control', 'no-store').redirect(request.url);
      if (!renderer || !origin) return back();
      const setCookies: string[] = [];
      const visitor = { origin: pageOrigin(app, request), savesData: savesData(request) };
      const learner = await pageLearner(app, request);
      let result: Awaited<ReturnType<WebRenderer['render']>>;
      try {
        result = await renderer.render(request.url, {
          apiOrigin: origin,
          ...(visitor.origin ? { pageOrigin: visitor.origin } : {}),
          ...(visitor.savesData ? { dataSaver: true } : {}),
          ...(learner ? { learner: { ...learner.learner, fetch: learnerFetch(app, learner) } } : {}),
          submission: pageSubmission(app, request, setCookies),
        });
      } catch (error) {
        logRenderFailure(app, request.url, error);
        result = null;
      }
      if (setCookies.length > 0) reply.header('set-cookie', setCookies);
      if (result?.kind === 'redirect')
        return reply.code(303).header('cache-control', 'no-store').redirect(result.location);
      if (result?.kind !== 'page') return back();
      const html = pageHtml(shell.bodies.identity.toString(), result, {
        dataSaver: visitor.savesData,
        forLearner: learner !== undefined,
      });
      return sendPersonalPage(request, reply, { status: result.status, html });
    };
    // Its own scope: only here is a urlencoded body read (the API's routes take JSON).
    await app.register(async (forms) => {
      forms.addContentTypeParser(
        'application/x-www-form-urlencoded',
        { parseAs: 'string', bodyLimit: PAGE_FORM_BODY_LIMIT },
        (_request, body, done) => done(null, body),
      );
      forms.post('/*', { schema: { hide: true } }, submitPage);
    });
  },
  { name: 'web', dependencies: ['change-events'] },
);

function logRenderFailure(app: FastifyInstance, url: string, error: unknown) {
  app.log.error({ err: error, url }, 'server rendering failed; serving the shell');
}
