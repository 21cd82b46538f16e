// Issue 40, row 4: each ally's blog is its own. An ally's blog shows its posts and the platform's
// (written by staff for every ally of the country), never another ally's; slugs are unique per
// blog; posts can be unpublished, archived and deleted, each change in the history.
import { postDetail, postsPage } from '@aula/contracts/blog';
import { consolePost, consolePostsResponse } from '@aula/contracts/console-blog';
import { historyResponse } from '@aula/contracts/console-history';
import { describe, expect, it } from 'vitest';
import { useTestApp } from './helpers/app';
import { consoleCaller } from './helpers/console-team';

const ctx = useTestApp();
const call = consoleCaller(() => ctx.app);

const get = (url: string) => ctx.app.inject({ method: 'GET', url });
const listOf = async (ally: string, country = 'mx') => {
  const response = await get(`/api/${country}/posts/?ally_code=${ally}`);
  expect(response.statusCode, response.body).toBe(200);
  return postsPage.parse(response.json()).results;
};
const slugOn = (ally: string, slug: string, country = 'mx') =>
  get(`/api/${country}/posts/slug/${slug}/?ally_code=${ally}`);

const draft = (title: string, extra: object = {}) => ({
  country: 'mx',
  title,
  excerpt: 'Tres ideas para vender más.',
  body_html: '<p>Hola</p>',
  author: 'Equipo',
  ...extra,
});

type Caller = Parameters<typeof call>[0];

async function created(who: Caller, payload: object, ally?: string) {
  const response = await call(who, 'POST', '/api/console/posts/', payload, ally);
  expect(response.statusCode, response.body).toBe(201);
  return consolePost.parse(response.json());
}

async function published(who: Caller, payload: object, ally?: string) {
  const post = await created(who, payload, ally);
  const response = await call(who, 'POST', `/api/console/posts/${post.id}/publish/`, { version: post.version }, ally);
  expect(response.statusCode, response.body).toBe(200);
  return consolePost.parse(response.json());
}

describe("an ally's blog shows its own posts and the platform's, never another ally's", () => {
  it("keeps crecer's post off impulsa's blog: list, slug and each one's cached answer", async () => {
    // Both blogs cached before crecer publishes: neither may serve the other's answer afterwards.
    await listOf('impulsa');
    await listOf('crecer');
    const post = await published('crecer editor', draft('Solo para Crecer'));

    expect((await listOf('crecer')).map(({ id }) => id)).toContain(post.id);
    expect((await listOf('impulsa')).map(({ id }) => id)).not.toContain(post.id);
    expect((await slugOn('crecer', post.slug)).statusCode).toBe(200);
    expect((await slugOn('impulsa', post.slug)).statusCode).toBe(404);
    // The platform's demo posts stay on both blogs.
    expect((await slugOn('impulsa', 'cinco-errores-al-poner-precios')).statusCode).toBe(200);
    expect((await slugOn('crecer', 'cinco-errores-al-poner-precios')).statusCode).toBe(200);
  });

  it('lets both allies have a post at the same address, each reading its own', async () => {
    const crecer = await published('crecer editor', draft('Ofertas de temporada', { excerpt: 'De Crecer.' }));
    const impulsa = await published('impulsa editor', draft('Ofertas de temporada', { excerpt: 'De Impulsa.' }));
    expect(impulsa.slug).toBe(crecer.slug);
    expect(postDetail.parse((await slugOn('crecer', crecer.slug)).json()).excerpt).toBe('De Crecer.');
    expect(postDetail.parse((await slugOn('impulsa', impulsa.slug)).json()).excerpt).toBe('De Impulsa.');
  });

  it('answers 404 for a blog the ally does not have, and 400 naming ally_code when it is missing or malformed', async () => {
    expect((await get('/api/pe/posts/?ally_code=crecer')).statusCode).toBe(404);
    expect((await get('/api/mx/posts/?ally_code=nadie')).statusCode).toBe(404);
    expect((await slugOn('nadie', 'cinco-errores-al-poner-precios')).statusCode).toBe(404);
    for (const url of ['/api/mx/posts/', '/api/mx/posts/?ally_code=No%20Vale', '/api/mx/posts/slug/x/']) {
      const response = await get(url);
      expect(response.statusCode, url).toBe(400);
      expect(
        response.json().fields.map((f: { field: string }) => f.field),
        url,
      ).toContain('ally_code');
    }
  });
});

describe('slugs: unique per blog, suggested from the title, clashes named', () => {
  it("takes the slug from the title without accents, and refuses the ally's own slug again (400 slug_taken)", async () => {
    const first = await created('impulsa editor', draft('Cómo vender más'));
    expect(first.slug).toBe('como-vender-mas');
    const again = await call(
      'impulsa admin',
      'POST',
      '/api/console/posts/',
      draft('Otra', { slug: 'como-vender-mas' }),
    );
    expect(again.statusCode).toBe(400);
    expect(again.json()).toMatchObject({ error: 'slug_taken', fields: [{ field: 'slug' }] });
    // Moving another draft onto it is refused the same way.
    const other = await created('impulsa editor', draft('Una más'));
    const moved = await call('impulsa editor', 'PUT', `/api/console/posts/${other.id}/`, {
      ...draft('Una más', { slug: 'como-vender-mas' }),
      version: other.version,
    });
    expect(moved.statusCode).toBe(400);
    expect(moved.json()).toMatchObject({ error: 'slug_taken', fields: [{ field: 'slug' }] });
  });

  it("never tells an ally of another ally's drafts: crecer's draft slug is free for impulsa", async () => {
    const secret = await created('crecer editor', draft('Borrador secreto de Crecer'));
    const mine = await created('impulsa editor', draft('Mío', { slug: secret.slug }));
    expect(mine.slug).toBe(secret.slug);
  });

  it("refuses a platform post's address to an ally in its country (400 slug_taken_by_platform)", async () => {
    const response = await call(
      'crecer editor',
      'POST',
      '/api/console/posts/',
      draft('Precios', { slug: 'cinco-errores-al-poner-precios' }),
    );
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ error: 'slug_taken_by_platform', fields: [{ field: 'slug' }] });
    // In a country where the platform has no post at that address, it is free.
    await created('crecer editor', draft('Precios', { country: 'co', slug: 'cinco-errores-al-poner-precios' }));
  });

  it.each([
    ['an empty slug', { slug: '' }, 'slug'],
    ['a slug with spaces', { slug: 'como vender' }, 'slug'],
    ['a slug with upper case', { slug: 'Como-Vender' }, 'slug'],
    ['a slug with accents', { slug: 'cómo-vender' }, 'slug'],
    ['a slug of 121 characters', { slug: 'a'.repeat(121) }, 'slug'],
    ['an overlong title', { title: 'T'.repeat(201) }, 'title'],
  ])('refuses %s (400 naming %s)', async (_what, change, field) => {
    const response = await call('impulsa editor', 'POST', '/api/console/posts/', { ...draft('Válida'), ...change });
    expect(response.statusCode).toBe(400);
    expect(response.json().fields.map((f: { field: string }) => f.field)).toContain(field);
  });
});

describe('unpublish, archive, delete', () => {
  it('takes an unpublished post off the public list and its address at once', async () => {
    const post = await published('impulsa editor', draft('Se retira pronto'));
    expect((await listOf('impulsa')).map(({ id }) => id)).toContain(post.id);
    expect((await listOf('crecer')).map(({ id }) => id)).not.toContain(post.id);
    const response = await call('impulsa editor', 'POST', `/api/console/posts/${post.id}/unpublish/`, {
      version: post.version,
    });
    expect(response.json()).toMatchObject({ status: 'draft', published_at: null });
    expect((await listOf('impulsa')).map(({ id }) => id)).not.toContain(post.id);
    expect((await slugOn('impulsa', post.slug)).statusCode).toBe(404);
  });

  it('archives a published post (off the blog, kept, not publishable) and restores it as a draft', async () => {
    const post = await published('impulsa editor', draft('Para archivar'));
    const archived = await call('impulsa editor', 'POST', `/api/console/posts/${post.id}/archive/`, {
      version: post.version,
    });
    expect(archived.json()).toMatchObject({ status: 'archived', published_at: null });
    expect((await slugOn('impulsa', post.slug)).statusCode).toBe(404);
    const { version } = consolePost.parse(archived.json());
    const publish = await call('impulsa editor', 'POST', `/api/console/posts/${post.id}/publish/`, { version });
    expect(publish.statusCode).toBe(400);
    expect(publish.json().error).toBe('post_archived');
    const list = consolePostsResponse.parse((await call('impulsa editor', 'GET', '/api/console/posts/')).json());
    // Kept, at the end of the list.
    expect(list.results.at(-1)).toMatchObject({ id: post.id, status: 'archived' });
    const restored = await call('impulsa editor', 'POST', `/api/console/posts/${post.id}/restore/`, { version });
    expect(restored.json()).toMatchObject({ status: 'draft', slug: post.slug });
  });

  it('deletes a post for good: 404 on the blog and in the console, the history keeps the line', async () => {
    const post = await published('impulsa editor', draft('Para borrar'));
    const response = await call('impulsa editor', 'DELETE', `/api/console/posts/${post.id}/`);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({ status: 'deleted' });
    expect((await slugOn('impulsa', post.slug)).statusCode).toBe(404);
    expect((await listOf('impulsa')).map(({ id }) => id)).not.toContain(post.id);
    expect((await call('impulsa editor', 'GET', `/api/console/posts/${post.id}/`)).statusCode).toBe(404);
    expect((await call('impulsa editor', 'DELETE', `/api/console/posts/${post.id}/`)).statusCode).toBe(404);
    const history = await call('impulsa editor', 'GET', `/api/console/history/post/${post.id}/`);
    expect(historyResponse.parse(history.json()).results.map(({ action }) => action)).toEqual([
      'deleted',
      'published',
      'created',
    ]);
  });

  it("records every move in the post's history, newest first", async () => {
    const post = await published('impulsa editor', draft('Con historia'));
    let version = post.version;
    for (const move of ['unpublish', 'archive', 'restore']) {
      const moved = await call('impulsa editor', 'POST', `/api/console/posts/${post.id}/${move}/`, { version });
      expect(moved.statusCode, moved.body).toBe(200);
      version = consolePost.parse(moved.json()).version;
    }
    const history = await call('impulsa editor', 'GET', `/api/console/history/post/${post.id}/`);
    expect(historyResponse.parse(history.json()).results.map(({ action }) => action)).toEqual([
      'restored',
      'archived',
      'unpublished',
      'published',
      'created',
    ]);
  });

  it("gives one ally's editors and admins 404 for another ally's post, whatever they try", async () => {
    const crecer = await published('crecer editor', draft('Intocable'));
    const url = `/api/console/posts/${crecer.id}/`;
    for (const who of ['impulsa editor', 'impulsa admin'] as const) {
      expect((await call(who, 'GET', url)).statusCode).toBe(404);
      expect((await call(who, 'PUT', url, { ...draft('Cambio'), version: crecer.version })).statusCode).toBe(404);
      expect((await call(who, 'POST', `${url}unpublish/`, { version: crecer.version })).statusCode).toBe(404);
      expect((await call(who, 'POST', `${url}archive/`, { version: crecer.version })).statusCode).toBe(404);
      expect((await call(who, 'DELETE', url)).statusCode).toBe(404);
    }
    expect((await slugOn('crecer', crecer.slug)).statusCode).toBe(200);
    // Its own team may: the refusals above are the post's owner's, not a missing route's.
    expect((await call('crecer editor', 'POST', `${url}archive/`, { version: crecer.version })).statusCode).toBe(200);
    expect((await call('crecer editor', 'DELETE', url)).statusCode).toBe(200);
  });
});

describe("the platform's posts: written by staff for every ally of the country", () => {
  it('shows a platform post on every ally’s blog; only staff see and change it in a console', async () => {
    const post = await published('staff', draft('Para todos', { platform: true }), 'crecer');
    expect(post.platform).toBe(true);
    expect((await slugOn('impulsa', post.slug)).statusCode).toBe(200);
    expect((await slugOn('crecer', post.slug)).statusCode).toBe(200);

    const staffList = consolePostsResponse.parse(
      (await call('staff', 'GET', '/api/console/posts/', undefined, 'impulsa')).json(),
    );
    expect(staffList.results.find(({ id }) => id === post.id)).toMatchObject({ platform: true });
    const teamList = consolePostsResponse.parse((await call('impulsa admin', 'GET', '/api/console/posts/')).json());
    expect(teamList.results.map(({ id }) => id)).not.toContain(post.id);
    expect((await call('impulsa admin', 'DELETE', `/api/console/posts/${post.id}/`)).statusCode).toBe(404);

    // Staff acting for impulsa changes it; the history holds what staff did acting for crecer too.
    const unpublished = await call(
      'staff',
      'POST',
      `/api/console/posts/${post.id}/unpublish/`,
      { version: post.version },
      'impulsa',
    );
    expect(unpublished.statusCode, unpublished.body).toBe(200);
    const history = await call('staff', 'GET', `/api/console/history/post/${post.id}/`, undefined, 'impulsa');
    expect(historyResponse.parse(history.json()).results.map(({ action }) => action)).toEqual([
      'unpublished',
      'published',
      'created',
    ]);
  });

  it("refuses a platform post to an ally's team (403) and an ally's address to a platform post (400 slug_taken_by_ally)", async () => {
    const refused = await call('impulsa admin', 'POST', '/api/console/posts/', draft('Para todos', { platform: true }));
    expect(refused.statusCode).toBe(403);
    const mine = await created('impulsa editor', draft('Dirección de Impulsa'));
    const clash = await call(
      'staff',
      'POST',
      '/api/console/posts/',
      draft('Otra', { slug: mine.slug, platform: true }),
      'crecer',
    );
    expect(clash.statusCode).toBe(400);
    expect(clash.json()).toMatchObject({ error: 'slug_taken_by_ally', fields: [{ field: 'slug' }] });
  });

  it('keeps whose blog a post is on once written (400 platform)', async () => {
    const mine = await created('staff', draft('De Impulsa por staff'), 'impulsa');
    const response = await call(
      'staff',
      'PUT',
      `/api/console/posts/${mine.id}/`,
      {
        ...draft('De Impulsa por staff', { platform: true }),
        version: mine.version,
      },
      'impulsa',
    );
    expect(response.statusCode).toBe(400);
    expect(response.json().fields).toEqual([{ field: 'platform', reason: 'cannot change once the post is written' }]);
  });
});
