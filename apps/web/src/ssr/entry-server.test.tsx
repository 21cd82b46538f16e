// @vitest-environment node
// The server renderer runs in Node (no window, no document); msw answers its API calls here.
import { landingPages } from '@aula/mocks/fixtures/landing-pages';
import { posts } from '@aula/mocks/fixtures/posts';
import { server } from '@aula/mocks/node';
import { testBrand } from '@aula/testing/brand-themes';
import { HttpResponse, http } from 'msw';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { render } from './entry-server';

const API = 'http://127.0.0.1:3999';
const impulsaTheme = testBrand('impulsa').theme;

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

/** The head's meta tags by property or name: what a link-preview crawler reads. */
function metaOf(head: string): Record<string, string> {
  const tags = head.matchAll(/<meta (?:property|name)="([^"]+)" content="([^"]*)"/g);
  return Object.fromEntries([...tags].map(([, key, content]) => [key, content ?? '']));
}

async function page(url: string, pageOrigin?: string) {
  const result = await render(url, { apiOrigin: API, ...(pageOrigin ? { pageOrigin } : {}) });
  if (result?.kind !== 'page') throw new Error(`${url} was not rendered: ${JSON.stringify(result)}`);
  return result;
}

describe('server rendering of the public pages', () => {
  it('sends an ally’s landing with its words, lessons, title, colours and styles, and nothing of another ally', async () => {
    const impulsa = await page('/mx/impulsa');
    expect(impulsa.status).toBe(200);
    expect(impulsa.html).toContain('<h1');
    expect(impulsa.html).toContain('Lecciones nuevas');
    // An anonymous visitor's lesson opens registration, which returns to that lesson.
    expect(impulsa.html).toMatch(
      /href="\/mx\/impulsa\/registro\?redirect=%2Fmx%2Fimpulsa%2Fseccion%2Flecciones%2F\d+"/,
    );
    expect(impulsa.head).toContain('<title>Impulsa</title>');
    expect(impulsa.head).toMatch(/<style[^>]*data-styled/);
    expect(impulsa.head).toContain('"@type":"Organization"');
    // The state handed to the browser holds the public answers the page was drawn from.
    expect(JSON.parse(impulsa.state).api.queries).not.toEqual({});
    for (const text of [impulsa.html, impulsa.head, impulsa.state]) {
      // The brand's name and paths ("hacer crecer" is ordinary Spanish in Impulsa's own words).
      expect(text).not.toMatch(/\bCrecer\b/);
      expect(text).not.toContain('/crecer');
    }

    const crecer = await page('/mx/crecer');
    expect(crecer.head).toContain('<title>Crecer</title>');
    expect(`${crecer.html}${crecer.state}`).not.toMatch(/\bImpulsa\b|\/impulsa/);
  });

  it('sends the country choice and an ally’s blog list with their content', async () => {
    const countries = await page('/');
    expect(countries.head).toContain('<title>Elige tu país · Aula</title>');
    expect(countries.html).toContain('México');
    const blog = await page('/mx/impulsa/blog');
    expect(blog.head).toContain('<title>Blog · Impulsa</title>');
    expect(blog.html).toMatch(/<article/);
  });

  it('sends a blog post with its body, cleaned on the server as in the browser', async () => {
    const post = posts.find((candidate) => candidate.country === 'mx');
    if (!post) throw new Error('no Mexican post in the fixtures');
    const sent = await page(`/mx/impulsa/blog/${post.slug}`);
    expect(sent.head).toContain(`<title>${post.title} · Impulsa</title>`);
    expect(sent.html).toMatch(/<article/);
    const firstParagraph = /<p>([^<]{20,})/.exec(post.body_html)?.[1];
    expect(firstParagraph && sent.html.includes(firstParagraph)).toBe(true);
    // Told no origin, it names none: the share links come with the browser.
    expect(sent.html).not.toContain('Compartir en WhatsApp');
    const shared = await page(`/mx/impulsa/blog/${post.slug}`, 'https://impulsa.example');
    expect(shared.html).toContain('Compartir en WhatsApp');
    expect(shared.html).toContain(encodeURIComponent(`https://impulsa.example/mx/impulsa/blog/${post.slug}`));

    // Bad input tried: a body with a script, an event handler, a javascript: link and a style.
    const hostile = {
      ...post,
      slug: 'hostil',
      body_html:
        '<h2>Paso uno</h2><script>window.hacked = true</script><img src="x" onerror="alert(1)">' +
        '<p style="color:red">Un <a href="javascript:alert(1)">truco</a> y una <a href="https://example.org/guia">guía</a></p>',
    };
    server.use(http.get('*/api/:country/posts/slug/:slug/', () => HttpResponse.json(hostile)));
    const cleaned = await page('/mx/impulsa/blog/hostil');
    expect(cleaned.html).toContain('<h2>Paso uno</h2>');
    expect(cleaned.html).not.toMatch(/<script>window|onerror|javascript:|style="color/);
    expect(cleaned.html).toContain(
      '<a href="https://example.org/guia" target="_blank" rel="noopener noreferrer">guía</a>',
    );
  });

  it('sends only the ally’s loading frame for a learner’s page asked for without a learner, holding nothing of one', async () => {
    // A lesson's address is the exception: a visitor sees its preview (lesson-preview-page.test.tsx).
    for (const url of ['/mx/impulsa/seccion/modulos/2', '/mx/impulsa/seccion']) {
      const frame = await render(url, { apiOrigin: API });
      if (frame?.kind !== 'frame') throw new Error(`${url} got no frame: ${JSON.stringify(frame)}`);
      expect(frame.status).toBe(200);
      expect(frame.html).toMatch(/<img[^>]*alt="Impulsa"/);
      expect(frame.html).toMatch(/href="\/mx\/impulsa"/);
      expect(frame.html).toContain('role="status"');
      expect(frame.html).toContain('Cargando');
      expect(frame.head).toContain('<title>Impulsa</title>');
      expect(frame.head).toMatch(/<style[^>]*data-styled/);
      expect(`${frame.html}${frame.head}`).not.toMatch(/\bCrecer\b|\/crecer/);
    }
    // Bad input tried: an ally this build does not have, and a page of no ally: the plain shell.
    expect(await render('/mx/no-such-ally/seccion', { apiOrigin: API })).toBeNull();
    expect(await render('/settings', { apiOrigin: API })).toBeNull();
  });

  it('wears the brand its team published in the console: title, colour, link preview, frame and footer', async () => {
    const published = {
      name: 'Impulsa Pro',
      tagline: 'Tu negocio, un paso a la vez.',
      colors: { light: { ...impulsaTheme.colors.light, primary: '#7a1f5c' }, dark: impulsaTheme.colors.dark },
      version: 3,
    };
    server.use(http.get(`${API}/api/brands/impulsa/`, () => HttpResponse.json(published)));
    const blog = await page('/mx/impulsa/blog', 'https://impulsa.example');
    expect(blog.head).toContain('<title>Blog · Impulsa Pro</title>');
    expect(blog.head).toContain('<meta name="theme-color" content="#7a1f5c" />');
    expect(metaOf(blog.head)['og:site_name']).toBe('Impulsa Pro');
    expect(blog.html).toContain('Tu negocio, un paso a la vez.');
    // The styles the first paint wears are the published primary's.
    expect(blog.head.toLowerCase()).toContain('#7a1f5c');
    const frame = await render('/mx/impulsa/seccion', { apiOrigin: API });
    if (frame?.kind !== 'frame') throw new Error(`no frame: ${JSON.stringify(frame)}`);
    expect(frame.head).toContain('<title>Impulsa Pro</title>');
    expect(frame.head.toLowerCase()).toContain('#7a1f5c');
    // Another ally's pages are not touched by it.
    const crecer = await page('/mx/crecer/blog');
    expect(`${crecer.head}${crecer.html}`).not.toMatch(/Impulsa Pro|#7a1f5c/i);
  });

  it("points the head's icons at the ones drawn from a published app icon, and leaves them alone without one", async () => {
    const published = { version: 3, app_icon_url: '/media/uploads/impulsa/icon-640.webp' };
    server.use(http.get(`${API}/api/brands/impulsa/`, () => HttpResponse.json(published)));
    const blog = await page('/mx/impulsa/blog');
    expect(blog.head).toContain('<link rel="icon" href="/brand-icons/impulsa/3/192.png" />');
    expect(blog.head).toContain('<link rel="apple-touch-icon" href="/brand-icons/impulsa/3/apple-touch-180.png" />');
    // Bad input tried: a publication without an app icon keeps the build's favicon and adds no home-screen icon.
    server.use(http.get(`${API}/api/brands/impulsa/`, () => HttpResponse.json({ ...published, app_icon_url: null })));
    const plain = await page('/mx/impulsa/blog');
    expect(plain.head).not.toContain('/brand-icons/');
    expect(plain.head).not.toContain('apple-touch-icon');
  });

  it('loads the typeface its team published, and only then: its @font-face and a preload of its latin file', async () => {
    const fontTags = (head: string) => ({
      faces: head.match(/@font-face/g)?.length ?? 0,
      preloads: head.match(/<link rel="preload"[^>]*as="font"[^>]*>/g) ?? [],
    });
    // Before: the folder's brand (version 0), on its theme's own fonts; nothing to download.
    const before = await page('/mx/impulsa/blog');
    expect(fontTags(before.head)).toEqual({ faces: 0, preloads: [] });
    expect(before.head).not.toContain('/fonts/');

    server.use(http.get(`${API}/api/brands/impulsa/`, () => HttpResponse.json({ version: 3, font: 'lora' })));
    const blog = await page('/mx/impulsa/blog');
    expect(fontTags(blog.head)).toEqual({
      faces: 2,
      preloads: [
        '<link rel="preload" id="brand-font-preload" href="/fonts/lora/latin-5.3.0.woff2" as="font" type="font/woff2" crossorigin />',
      ],
    });
    expect(blog.head).toContain("src:url(/fonts/lora/latin-ext-5.3.0.woff2) format('woff2')");
    expect(blog.head).toContain('font-display:swap');
    // The first paint's styles draw the body and the headings in it.
    expect(blog.head).toMatch(/body\{[^}]*font-family:'Lora Variable',Georgia/);
    expect(blog.head).toMatch(/h1,h2,h3\{font-family:'Lora Variable',Georgia/);
    const frame = await render('/mx/impulsa/seccion', { apiOrigin: API });
    if (frame?.kind !== 'frame') throw new Error(`no frame: ${JSON.stringify(frame)}`);
    expect(fontTags(frame.head).faces).toBe(2);
    // Another ally's pages load none of it.
    expect((await page('/mx/crecer/blog')).head).not.toContain('/fonts/');

    // Bad input tried: `system` published, a name not on the list, markup where the name goes.
    for (const font of ['system', 'comic-sans', "lora'</style><script>alert(1)</script>"]) {
      server.use(http.get(`${API}/api/brands/impulsa/`, () => HttpResponse.json({ version: 4, font })));
      const head = (await page('/mx/impulsa/blog')).head;
      expect(fontTags(head), font).toEqual({ faces: 0, preloads: [] });
      expect(head, font).not.toContain('alert(1)');
    }
  });

  it('renders no unknown post (left to the browser) and redirects an ally that does not serve the country', async () => {
    // An unknown post: its not-found page is drawn by the browser, not a loading state by the server.
    expect(await render('/mx/impulsa/blog/este-articulo-no-existe', { apiOrigin: API })).toBeNull();
    expect(await render('/zz/impulsa', { apiOrigin: API })).toEqual({ kind: 'redirect', status: 302, location: '/' });
  });

  it("draws an ally's own post on its site only: another ally's page, list and preview never hold it", async () => {
    // Crecer's "Inventario semanal" (the console's mock world), published in Mexico.
    const own = await page('/mx/crecer/blog/inventario-semanal', 'https://crecer.example');
    expect(own.html).toContain('Inventario semanal');
    expect(metaOf(own.head)['og:title']).toBe('Inventario semanal');
    // On impulsa's site the post is unknown: left to the browser's not-found page, nothing drawn.
    expect(await render('/mx/impulsa/blog/inventario-semanal', { apiOrigin: API })).toBeNull();
    const list = await page('/mx/impulsa/blog', 'https://impulsa.example');
    for (const text of [list.html, list.head, list.state]) expect(text).not.toContain('Inventario semanal');
  });

  describe('link previews (Open Graph and Twitter card) of each ally’s landing and posts', () => {
    it.each(['impulsa', 'crecer'])(
      'gives %s’s landing its headline, hero, address, locale and name',
      async (allyCode) => {
        const landing = landingPages.find((candidate) => candidate.ally_code === allyCode);
        if (!landing?.hero_image_url) throw new Error(`no landing with a hero for ${allyCode}`);
        const origin = `https://${allyCode}.example`;
        const sent = await page(`/co/${allyCode}`, origin);
        const meta = metaOf(sent.head);
        expect(meta).toMatchObject({
          'og:type': 'website',
          'og:site_name': landing.ally_name,
          'og:title': landing.ally_name,
          'og:url': `${origin}/co/${allyCode}`,
          'og:image': `${origin}${landing.hero_image_url}`,
          'og:locale': 'es_CO',
          'twitter:card': 'summary_large_image',
        });
        expect(meta['og:description']).toBeTruthy();
        const other = allyCode === 'impulsa' ? /\bCrecer\b|\/crecer/ : /\bImpulsa\b|\/impulsa/;
        expect(sent.head).not.toMatch(other);
      },
    );

    it.each(['impulsa', 'crecer'])(
      'gives a post on %s’s blog its title, summary, cover and the ally’s name',
      async (allyCode) => {
        const post = posts.find((candidate) => candidate.country === 'mx' && candidate.cover_image_url);
        if (!post?.cover_image_url) throw new Error('no Mexican post with a cover in the fixtures');
        const origin = `https://${allyCode}.example`;
        const meta = metaOf((await page(`/mx/${allyCode}/blog/${post.slug}`, origin)).head);
        expect(meta).toMatchObject({
          'og:type': 'article',
          'og:title': post.title,
          'og:description': post.excerpt,
          'og:image': `${origin}${post.cover_image_url}`,
          'og:url': `${origin}/mx/${allyCode}/blog/${post.slug}`,
          'og:locale': 'es_MX',
          'og:site_name': allyCode === 'impulsa' ? 'Impulsa' : 'Crecer',
          'twitter:card': 'summary_large_image',
          description: post.excerpt,
        });
      },
    );

    it('previews the blog list and the country choice, and names no address it was not asked at', async () => {
      const blog = metaOf((await page('/mx/impulsa/blog', 'https://impulsa.example')).head);
      expect(blog).toMatchObject({ 'og:title': 'Blog · Impulsa', 'og:site_name': 'Impulsa', 'og:locale': 'es_MX' });
      expect(blog['og:image']).toMatch(/^https:\/\/impulsa\.example\//);
      const countries = metaOf((await page('/', 'https://aula.example')).head);
      expect(countries).toMatchObject({ 'og:title': 'Elige tu país · Aula', 'og:url': 'https://aula.example/' });
      // Bad input tried: a Host this server does not serve (no origin): no address is guessed.
      const unknownHost = metaOf((await page('/mx/impulsa')).head);
      expect(unknownHost['og:title']).toBe('Impulsa');
      expect(unknownHost['og:url']).toBeUndefined();
      expect(unknownHost['og:image']).toBeUndefined();
    });
  });
});
