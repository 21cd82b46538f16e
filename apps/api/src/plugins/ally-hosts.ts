import { parseSitePath } from '@aula/contracts/site-paths';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { listAllyHosts } from '../repositories/ally-hosts';
import { siteBrandOf } from '../services/site-brand';

declare module 'fastify' {
  interface FastifyInstance {
    /** The allies' own hosts: which ally a host serves, and the origin an ally's links are written with. */
    allyHosts: AllyHosts;
  }
}

/** How long a process trusts its copy when no change was heard (Redis down, or none set up). */
const FRESH_MS = 30_000;
/** After a failed read, how long before a request tries again. */
const RETRY_MS = 5_000;

/**
 * Every process keeps the allies' hosts in memory: a page's host is asked on every request, and
 * the list is short (one host per ally at most). A console change is heard at once ('content');
 * otherwise the copy is read again when it is older than 30 s.
 */
export class AllyHosts {
  private byHost = new Map<string, string>();
  private byAlly = new Map<string, string>();
  private loadedAt = Number.NEGATIVE_INFINITY;
  private loading: Promise<void> | undefined;

  constructor(
    private readonly read: () => Promise<{ allyCode: string; host: string }[]>,
    /** The platform's own site origin: an ally's host is served with its scheme and port. */
    private readonly platformOrigin: string,
  ) {}

  /** Reads the hosts again; callers that just changed one wait for it. */
  refresh(): Promise<void> {
    this.loading ??= this.read()
      .then((rows) => {
        this.byHost = new Map(rows.map((row) => [row.host, row.allyCode]));
        this.byAlly = new Map(rows.map((row) => [row.allyCode, row.host]));
        this.loadedAt = Date.now();
      })
      .finally(() => {
        this.loading = undefined;
      });
    return this.loading;
  }

  /** Reads again in the background when the copy is old; never holds a request. */
  keepFresh(): void {
    // A failed read (the database away) is tried again on a later request, not on every one.
    if (Date.now() - this.loadedAt > FRESH_MS && !this.loading) {
      this.loadedAt = Date.now() - FRESH_MS + RETRY_MS;
      void this.refresh().catch(() => {});
    }
  }

  /** The ally whose own host this is (`request.hostname`, no port), or undefined. */
  allyAt(hostname: string): string | undefined {
    return this.byHost.get(hostname.toLowerCase());
  }

  /** The origin of a host on the platform's scheme and port (`http://banco.localhost:3000` locally). */
  originFor(host: string): string {
    const platform = URL.canParse(this.platformOrigin) ? new URL(this.platformOrigin) : undefined;
    if (!platform) return `https://${host}`;
    return `${platform.protocol}//${host}${platform.port ? `:${platform.port}` : ''}`;
  }

  /** The origin an ally's links, mails and certificates are written with, when it has its own host. */
  originOf(allyCode: string): string | undefined {
    const host = this.byAlly.get(allyCode);
    return host ? this.originFor(host) : undefined;
  }

  /** Whether an origin is one of the allies' own sites (a page's links and a reset link may name it). */
  isAllyOrigin(origin: string): boolean {
    if (!URL.canParse(origin)) return false;
    const host = this.byHost.has(new URL(origin).hostname) ? new URL(origin).hostname : undefined;
    return host !== undefined && this.originFor(host) === origin;
  }
}

// Another ally's page asked at this ally's host: a page of its own (the site's 404 would draw
// the other ally's frame under this one's address).
const NOT_THIS_SITE = `<!doctype html>
<html lang="es"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Página no encontrada</title></head>
<body><main><h1>Esta página no es de este sitio</h1><p><a href="/">Ir al inicio</a></p>
<p lang="en">This page is not on this site. <a href="/">Go to the home page</a></p></main></body></html>
`;

/** Whether a path's first two segments name a site (`/mx/impulsa`), not a file or the API. */
const SITE_SEGMENT = /^\/[a-z]{2}\/[^/?#]+/;

/**
 * Serves an ally at its own host: `/` opens its site in its default country, and another ally's
 * pages are not found there (one host, one ally's name). The API, the build's files and the ally's
 * own pages pass as on the platform's host.
 */
export default fp(
  async (app: FastifyInstance) => {
    const hosts = new AllyHosts(() => listAllyHosts(app.db), app.config.frontendOrigins[0] ?? '');
    app.decorate('allyHosts', hosts);
    app.changes.subscribe((change) => {
      if (change === 'all' || change.kind === 'content') void hosts.refresh().catch(() => {});
    });
    // The API starts without its database (it answers 503 until it comes): the hosts are read then.
    app.addHook('onReady', async () => {
      await hosts.refresh().catch((err: unknown) => app.log.warn({ err }, "allies' hosts not read yet"));
    });

    app.addHook('onRequest', async (request, reply) => {
      hosts.keepFresh();
      const allyCode = hosts.allyAt(request.hostname);
      if (!allyCode) return;
      const [path = '/', query] = request.url.split(/\?(.*)/s, 2);
      if (path === '/' && (request.method === 'GET' || request.method === 'HEAD')) {
        const brand = await siteBrandOf(app.db, allyCode);
        if (!brand) return;
        const site = `/${brand.default_country || brand.countries[0]}/${allyCode}`;
        return reply
          .code(302)
          .header('cache-control', 'no-cache')
          .redirect(query ? `${site}?${query}` : site);
      }
      if (SITE_SEGMENT.test(path) && parseSitePath(path)?.site.allyCode !== allyCode) {
        return reply.code(404).header('cache-control', 'no-cache').type('text/html; charset=utf-8').send(NOT_THIS_SITE);
      }
    });
  },
  { name: 'ally-hosts', dependencies: ['db', 'change-events'] },
);
