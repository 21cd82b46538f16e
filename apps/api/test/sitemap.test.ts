// What search engines read: each ally site's sitemap lists that site's public pages only (its
// blog as the blog shows it, its lessons' previews), and robots.txt keeps crawlers out of the
// consoles and the API while naming every site's sitemap. Issue 40's acceptance: crecer's post
// never appears on impulsa's blog, the sitemap included.
import { consolePost } from '@aula/contracts/console-blog';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { lessonModules, lessons, posts } from '../src/db/schema';
import { sitemapXml } from '../src/services/sitemap';
import { useTestApp } from './helpers/app';
import { consoleCaller } from './helpers/console-team';
import { lessonId, moduleId } from './helpers/content';

const SITE = 'http://aula.test';
const OTHER_SITE = 'http://otra-aula.test';
const ctx = useTestApp({ FRONTEND_ORIGINS: `${SITE},${OTHER_SITE}` });
const call = consoleCaller(() => ctx.app);

type Caller = Parameters<typeof call>[0];

const get = (url: string, headers: Record<string, string> = {}) =>
  ctx.app.inject({ method: 'GET', url, headers: { host: 'aula.test', ...headers } });

/** The sitemap's addresses, each with its lastmod (null without one), after checking it is a urlset. */
async function sitemapOf(ally: string, country = 'mx', headers: Record<string, string> = {}) {
  const response = await get(`/${country}/${ally}/sitemap.xml`, headers);
  expect(response.statusCode, response.body).toBe(200);
  expect(response.body).toMatch(
    /^<\?xml version="1\.0" encoding="UTF-8"\?>\n<urlset xmlns="http:\/\/www\.sitemaps\.org\/schemas\/sitemap\/0\.9">\n/,
  );
  expect(response.body.trimEnd()).toMatch(/<\/urlset>$/);
  const entries = [...response.body.matchAll(/<url><loc>([^<]*)<\/loc>(?:<lastmod>([^<]*)<\/lastmod>)?<\/url>/g)];
  // Every <url> read (none with another shape slipped past the pattern), each address once.
  expect(entries).toHaveLength(response.body.split('<url>').length - 1);
  const locs = entries.map(([, loc]) => loc ?? '');
  expect(locs.filter((loc, i) => locs.indexOf(loc) !== i)).toEqual([]);
  return new Map(entries.map(([, loc, lastmod]) => [loc ?? '', lastmod ?? null]));
}

const postUrl = (ally: string, slug: string, country = 'mx') => `${SITE}/${country}/${ally}/blog/${slug}`;
const lessonUrl = (ally: string, id: number, country = 'mx') => `${SITE}/${country}/${ally}/seccion/lecciones/${id}`;

const draft = (title: string) => ({
  country: 'mx',
  title,
  excerpt: 'Tres ideas para vender más.',
  body_html: '<p>Hola</p>',
  author: 'Equipo',
});

async function created(who: Caller, title: string) {
  const response = await call(who, 'POST', '/api/console/posts/', draft(title));
  expect(response.statusCode, response.body).toBe(201);
  return consolePost.parse(response.json());
}

async function moved(who: Caller, post: { id: number; version: number }, move: string) {
  const response = await call(who, 'POST', `/api/console/posts/${post.id}/${move}/`, { version: post.version });
  expect(response.statusCode, response.body).toBe(200);
  return consolePost.parse(response.json());
}

const published = async (who: Caller, title: string) => moved(who, await created(who, title), 'publish');

describe('GET /{country}/{allyCode}/sitemap.xml', () => {
  it("lists crecer's published post on crecer's sitemap, never on impulsa's, with the date it last changed", async () => {
    const post = await published('crecer editor', 'Solo para Crecer en el mapa');
    const crecer = await sitemapOf('crecer');
    const impulsa = await sitemapOf('impulsa');

    const changed = [post.published_at ?? '', post.updated_at].map((at) => new Date(at).getTime());
    const expected = new Date(Math.max(...changed)).toISOString().replace(/\.\d+Z$/, 'Z');
    expect(crecer.get(postUrl('crecer', post.slug))).toBe(expected);
    expect(impulsa.has(postUrl('impulsa', post.slug))).toBe(false);
    // No address of one ally's site on the other's.
    expect([...impulsa.keys()].filter((url) => !url.startsWith(`${SITE}/mx/impulsa`))).toEqual([]);
    expect([...crecer.keys()].filter((url) => !url.startsWith(`${SITE}/mx/crecer`))).toEqual([]);
  });

  it("lists the landing, the blog and the platform's posts on every ally's sitemap of the country", async () => {
    for (const ally of ['crecer', 'impulsa']) {
      const sitemap = await sitemapOf(ally);
      expect(sitemap.has(`${SITE}/mx/${ally}`), ally).toBe(true);
      expect(sitemap.has(`${SITE}/mx/${ally}/blog`), ally).toBe(true);
      expect(sitemap.get(postUrl(ally, 'cinco-errores-al-poner-precios')), ally).toMatch(
        /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}Z$/,
      );
    }
  });

  it('leaves out a draft, an unpublished, an archived, a deleted and a scheduled post on both sitemaps', async () => {
    const draftPost = await created('crecer editor', 'Borrador del mapa');
    const unpublished = await moved(
      'crecer editor',
      await published('crecer editor', 'Retirado del mapa'),
      'unpublish',
    );
    const archived = await moved('impulsa editor', await published('impulsa editor', 'Archivado del mapa'), 'archive');
    const deleted = await published('impulsa editor', 'Borrado del mapa');
    const scheduled = await published('crecer editor', 'Programado para después');
    // Each of the last two on its sitemap first, so its absence below is the change's doing.
    expect((await sitemapOf('impulsa')).has(postUrl('impulsa', deleted.slug))).toBe(true);
    expect((await sitemapOf('crecer')).has(postUrl('crecer', scheduled.slug))).toBe(true);
    expect((await call('impulsa editor', 'DELETE', `/api/console/posts/${deleted.id}/`)).statusCode).toBe(200);
    await ctx.db
      .update(posts)
      .set({ publishedAt: new Date(Date.now() + 86_400_000) })
      .where(eq(posts.id, scheduled.id));

    const crecer = await sitemapOf('crecer');
    const impulsa = await sitemapOf('impulsa');
    for (const post of [draftPost, unpublished, archived, deleted, scheduled]) {
      expect(crecer.has(postUrl('crecer', post.slug)), post.title).toBe(false);
      expect(impulsa.has(postUrl('impulsa', post.slug)), post.title).toBe(false);
    }
  });

  it('gives each ally its own address for the same slug, with its own post behind it', async () => {
    const crecerPost = await published('crecer editor', 'Ofertas de temporada del mapa');
    const impulsaPost = await published('impulsa editor', 'Ofertas de temporada del mapa');
    expect(impulsaPost.slug).toBe(crecerPost.slug);
    // Impulsa's post dated apart, so each entry tells whose post it stands for.
    await ctx.db
      .update(posts)
      .set({ publishedAt: new Date('2024-01-01T00:00:00Z'), updatedAt: new Date('2024-01-02T00:00:00Z') })
      .where(eq(posts.id, impulsaPost.id));
    const impulsa = await sitemapOf('impulsa');
    const crecer = await sitemapOf('crecer');
    expect(impulsa.get(postUrl('impulsa', impulsaPost.slug))).toBe('2024-01-02T00:00:00Z');
    expect(crecer.get(postUrl('crecer', crecerPost.slug))).toMatch(/^20\d\d-/);
    expect(crecer.get(postUrl('crecer', crecerPost.slug))).not.toBe('2024-01-02T00:00:00Z');
  });

  it("lists the previews of the ally's published lessons in the country: not another ally's, a draft, nor an unpublished module's", async () => {
    const crecerLesson = await lessonId(ctx.db, 'Cuenta tu inventario en una hora');
    const impulsaLesson = await lessonId(ctx.db, 'Conoce a tu cliente ideal');
    const crecerDraft = await lessonId(ctx.db, 'Programa de lealtad para tu barrio');
    const colombian = await lessonId(ctx.db, '¿Quién debe facturar electrónicamente?');

    const crecer = await sitemapOf('crecer');
    const impulsa = await sitemapOf('impulsa');
    expect(crecer.has(lessonUrl('crecer', crecerLesson))).toBe(true);
    expect(impulsa.has(lessonUrl('impulsa', impulsaLesson))).toBe(true);
    expect(crecer.has(lessonUrl('crecer', impulsaLesson))).toBe(false);
    expect(impulsa.has(lessonUrl('impulsa', crecerLesson))).toBe(false);
    expect(crecer.has(lessonUrl('crecer', crecerDraft))).toBe(false);
    // A module scoped to Colombia: on impulsa's Colombian site, not its Mexican one.
    expect(impulsa.has(lessonUrl('impulsa', colombian))).toBe(false);
    expect((await sitemapOf('impulsa', 'co')).has(lessonUrl('impulsa', colombian, 'co'))).toBe(true);
    // A lesson's preview page shows nothing else; a learner's own lists are not public pages.
    expect([...crecer.keys()].filter((url) => /\/(seccion(?!\/lecciones\/\d+$)|consola)/.test(url))).toEqual([]);

    // Scheduled for tomorrow, a lesson is not there yet.
    await ctx.db
      .update(lessons)
      .set({ publishedAt: new Date(Date.now() + 86_400_000) })
      .where(eq(lessons.id, crecerLesson));
    ctx.app.contentCache.contentChanged();
    expect((await sitemapOf('crecer')).has(lessonUrl('crecer', crecerLesson))).toBe(false);

    // Its module unpublished, the lesson goes too.
    const module = await moduleId(ctx.db, 'Vende más y mejor');
    await ctx.db.update(lessonModules).set({ publishedAt: null }).where(eq(lessonModules.id, module));
    ctx.app.contentCache.contentChanged();
    expect((await sitemapOf('impulsa')).has(lessonUrl('impulsa', impulsaLesson))).toBe(false);
  });

  it('answers 404 for an ally nobody has and for a country the ally does not offer, 400 for a malformed code', async () => {
    for (const url of ['/mx/nadie/sitemap.xml', '/pe/crecer/sitemap.xml', '/zz/impulsa/sitemap.xml']) {
      const response = await get(url);
      expect(response.statusCode, url).toBe(404);
      expect(response.json(), url).toMatchObject({ error: 'not_found' });
    }
    expect((await get('/mx/No%20Vale/sitemap.xml')).statusCode).toBe(400);
    // The same ally where it is.
    expect((await get('/pe/impulsa/sitemap.xml')).statusCode).toBe(200);
  });

  it('is XML anyone may cache, revalidated by its ETag, with no cookie nor anti-forgery token', async () => {
    const first = await get('/mx/crecer/sitemap.xml');
    expect(first.headers['content-type']).toBe('application/xml; charset=utf-8');
    expect(first.headers['cache-control']).toBe('public, no-cache');
    expect(first.headers.etag).toMatch(/^W\/"[\w-]+"$/);
    expect(first.headers['set-cookie']).toBeUndefined();
    expect(first.headers['x-csrftoken']).toBeUndefined();
    const again = await get('/mx/crecer/sitemap.xml', { 'if-none-match': String(first.headers.etag) });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
  });

  it('names pages on the origin it was asked at when this server serves it, else on the configured one', async () => {
    const other = await sitemapOf('crecer', 'mx', { host: 'otra-aula.test' });
    expect(other.has(`${OTHER_SITE}/mx/crecer/blog`)).toBe(true);
    expect([...other.keys()].filter((url) => !url.startsWith(`${OTHER_SITE}/`))).toEqual([]);
    // A Host this server does not serve never names the pages.
    const probe = await sitemapOf('crecer', 'mx', { host: 'evil.example' });
    expect(probe.has(`${SITE}/mx/crecer/blog`)).toBe(true);
    expect([...probe.keys()].filter((url) => url.includes('evil.example'))).toEqual([]);
  });
});

describe('sitemapXml', () => {
  it('escapes every address as XML text', () => {
    const xml = sitemapXml('http://aula.test', [
      { path: `/mx/crecer/blog?a=1&b=<2>"'`, lastChanged: new Date('2025-03-01T12:00:00.250Z') },
    ]);
    expect(xml).toContain(
      '<url><loc>http://aula.test/mx/crecer/blog?a=1&amp;b=&lt;2&gt;&quot;&#39;</loc><lastmod>2025-03-01T12:00:00Z</lastmod></url>',
    );
    expect(xml).not.toMatch(/&(?!amp;|lt;|gt;|quot;|#39;)/);
  });
});

describe('GET /robots.txt', () => {
  it("keeps crawlers out of the consoles, the API and the developer hooks, and names every site's sitemap", async () => {
    const response = await get('/robots.txt');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/plain; charset=utf-8');
    expect(response.headers['cache-control']).toBe('public, no-cache');
    expect(response.headers['set-cookie']).toBeUndefined();
    const lines = response.body.split('\n');
    expect(lines[0]).toBe('User-agent: *');
    for (const closed of ['/api/', '/dev/', '/admin/', '/reports/', '/mx/crecer/consola', '/mx/impulsa/consola']) {
      expect(lines, closed).toContain(`Disallow: ${closed}`);
    }
    // Every site the seed serves: crecer in mx and co, impulsa in mx, co and pe.
    expect(lines.filter((line) => line.startsWith('Sitemap: ')).sort()).toEqual(
      ['co/crecer', 'co/impulsa', 'mx/crecer', 'mx/impulsa', 'pe/impulsa'].map(
        (site) => `Sitemap: ${SITE}/${site}/sitemap.xml`,
      ),
    );
    // The public pages stay open: nothing closes the sites' roots nor their blogs.
    expect(lines.filter((line) => /^Disallow: \/(mx|co|pe)\/[^/]+\/?$/.test(line) || line === 'Disallow: /')).toEqual(
      [],
    );
  });

  it('names the sitemaps on the origin it was asked at when this server serves it', async () => {
    const response = await get('/robots.txt', { host: 'otra-aula.test' });
    expect(response.body).toContain(`Sitemap: ${OTHER_SITE}/mx/crecer/sitemap.xml`);
    expect((await get('/robots.txt', { host: 'evil.example' })).body).not.toContain('evil.example');
  });
});
