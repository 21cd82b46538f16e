import { postDetail, postsPage } from '@aula/contracts/blog';
import { EDIT_CONFLICT } from '@aula/contracts/console';
import { consolePost, consolePostsResponse } from '@aula/contracts/console-blog';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from './helpers/app';
import { consoleCaller } from './helpers/console-team';

const ctx = useTestApp();
const call = consoleCaller(() => ctx.app);

const draft = {
  country: 'mx',
  title: '¿Cómo fijar precios en temporada alta?',
  excerpt: 'Tres preguntas antes de subir tus precios.',
  body_html: '<p>Hola <strong>mundo</strong></p><script>alert(1)</script><img src="x" onerror="alert(2)">',
  cover_image_url: '/media/covers/precios.webp',
  author: 'Elena Editora',
};

const publicPost = (country: string, slug: string) =>
  ctx.app.inject({ method: 'GET', url: `/api/${country}/posts/slug/${slug}/?ally_code=impulsa` });
const publicList = () => ctx.app.inject({ method: 'GET', url: '/api/mx/posts/?ally_code=impulsa' });

async function create(payload: object = draft) {
  const response = await call('impulsa editor', 'POST', '/api/console/posts/', payload);
  expect(response.statusCode, response.body).toBe(201);
  return consolePost.parse(response.json());
}

let mine: ReturnType<typeof consolePost.parse>;
beforeAll(async () => {
  mine = await create();
});

describe('console posts: create, list, sanitise', () => {
  it('creates a draft with a slug from the title (accents dropped) and a sanitised body', () => {
    expect(mine).toMatchObject({
      country: 'mx',
      slug: 'como-fijar-precios-en-temporada-alta',
      status: 'draft',
      published_at: null,
      version: 1,
    });
    expect(mine.body_html).toContain('<strong>mundo</strong>');
    expect(mine.body_html).not.toMatch(/script|onerror/);
  });

  it('lists the ally’s posts with drafts first, none of the platform’s', async () => {
    const response = await call('impulsa editor', 'GET', '/api/console/posts/');
    expect(response.statusCode).toBe(200);
    const { results } = consolePostsResponse.parse(response.json());
    expect(results[0]?.id).toBe(mine.id);
    // The seeded posts are the platform's (every ally's blog shows them): an ally's team does not edit them.
    expect(results.every((post) => !post.platform)).toBe(true);
  });

  it('keeps a draft off the public blog', async () => {
    expect((await publicPost('mx', mine.slug)).statusCode).toBe(404);
    const page = postsPage.parse((await publicList()).json());
    expect(page.results.map((post) => post.id)).not.toContain(mine.id);
  });
});

describe('publish and unpublish', () => {
  it('shows a published post on the public blog at once, even after the blog was cached', async () => {
    // Warm the public cache first: publishing must drop it.
    await publicList();
    const current = consolePost.parse((await call('impulsa editor', 'GET', `/api/console/posts/${mine.id}/`)).json());
    const published = await call('impulsa editor', 'POST', `/api/console/posts/${mine.id}/publish/`, {
      version: current.version,
    });
    expect(published.statusCode, published.body).toBe(200);
    expect(published.json()).toMatchObject({ status: 'published', version: current.version + 1 });
    const detail = await publicPost('mx', mine.slug);
    expect(detail.statusCode).toBe(200);
    expect(postDetail.parse(detail.json()).title).toBe(draft.title);
    const page = postsPage.parse((await publicList()).json());
    expect(page.results[0]?.id).toBe(mine.id);
    // Its cover, a path of this site's media (what the console's uploader answers), is what the card draws.
    expect(page.results[0]?.cover_image_url).toBe(draft.cover_image_url);
  });

  it('keeps the slug of a published post when its title is edited, and refuses a new slug (400 slug)', async () => {
    const current = consolePost.parse((await call('impulsa editor', 'GET', `/api/console/posts/${mine.id}/`)).json());
    const renamed = await call('impulsa editor', 'PUT', `/api/console/posts/${mine.id}/`, {
      ...draft,
      title: 'Precios de temporada: una guía',
      version: current.version,
    });
    expect(renamed.statusCode, renamed.body).toBe(200);
    expect(renamed.json()).toMatchObject({ slug: mine.slug, title: 'Precios de temporada: una guía' });
    // The public post shows the new title at the same address.
    expect(postDetail.parse((await publicPost('mx', mine.slug)).json()).title).toBe('Precios de temporada: una guía');

    const moved = await call('impulsa editor', 'PUT', `/api/console/posts/${mine.id}/`, {
      ...draft,
      slug: 'otra-direccion',
      version: renamed.json().version,
    });
    expect(moved.statusCode).toBe(400);
    expect(moved.json().fields).toEqual([{ field: 'slug', reason: 'cannot change once the post is published' }]);
  });

  it('takes an unpublished post off the public blog at once', async () => {
    const current = consolePost.parse((await call('impulsa editor', 'GET', `/api/console/posts/${mine.id}/`)).json());
    expect((await publicPost('mx', mine.slug)).statusCode).toBe(200);
    const response = await call('impulsa editor', 'POST', `/api/console/posts/${mine.id}/unpublish/`, {
      version: current.version,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ status: 'draft', published_at: null });
    expect((await publicPost('mx', mine.slug)).statusCode).toBe(404);
  });
});

describe('slugs are unique per blog and country', () => {
  it('refuses a second post of the ally with the same slug in the same country (400 slug_taken, slug)', async () => {
    const response = await call('impulsa editor', 'POST', '/api/console/posts/', draft);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      error: 'slug_taken',
      fields: [{ field: 'slug', reason: 'is already used by another of your posts in this country' }],
    });
  });

  it('allows the same slug in another country', async () => {
    const other = await create({ ...draft, country: 'co' });
    expect(other.slug).toBe(mine.slug);
  });

  it('refuses a country the ally does not offer (crecer has no pe)', async () => {
    const response = await call('crecer editor', 'POST', '/api/console/posts/', { ...draft, country: 'pe' });
    expect(response.statusCode).toBe(400);
    expect(response.json().fields).toEqual([{ field: 'country', reason: 'is not a country this ally offers' }]);
  });
});

describe('edit conflicts', () => {
  it('answers the second of two saves from the same version with 409 and the post as it is now', async () => {
    const post = await create({ ...draft, title: 'Conflicto de prueba' });
    const first = await call('impulsa editor', 'PUT', `/api/console/posts/${post.id}/`, {
      ...draft,
      title: 'Lo guardó primero',
      version: post.version,
    });
    expect(first.statusCode).toBe(200);
    const second = await call('impulsa admin', 'PUT', `/api/console/posts/${post.id}/`, {
      ...draft,
      title: 'Lo guardó después',
      version: post.version,
    });
    expect(second.statusCode).toBe(409);
    expect(second.json()).toMatchObject({ error: EDIT_CONFLICT, current: { title: 'Lo guardó primero', version: 2 } });
    // Nothing was overwritten.
    const now = await call('impulsa editor', 'GET', `/api/console/posts/${post.id}/`);
    expect(now.json().title).toBe('Lo guardó primero');
  });

  it('answers a stale publish with 409 too', async () => {
    const post = await create({ ...draft, title: 'Publicar tarde' });
    await call('impulsa editor', 'PUT', `/api/console/posts/${post.id}/`, { ...draft, title: 'Otro', version: 1 });
    const stale = await call('impulsa editor', 'POST', `/api/console/posts/${post.id}/publish/`, { version: 1 });
    expect(stale.statusCode).toBe(409);
  });
});

describe('ally scoping', () => {
  it('gives a crecer editor 404 for impulsa’s post by id (read, save, publish, archive, delete) and none in its list', async () => {
    const url = `/api/console/posts/${mine.id}/`;
    expect((await call('crecer editor', 'GET', url)).statusCode).toBe(404);
    expect((await call('crecer editor', 'PUT', url, { ...draft, version: 1 })).statusCode).toBe(404);
    expect((await call('crecer editor', 'POST', `${url}publish/`, { version: 1 })).statusCode).toBe(404);
    expect((await call('crecer editor', 'POST', `${url}archive/`, { version: 1 })).statusCode).toBe(404);
    expect((await call('crecer editor', 'DELETE', url)).statusCode).toBe(404);
    const list = consolePostsResponse.parse((await call('crecer editor', 'GET', '/api/console/posts/')).json());
    expect(list.results.map((post) => post.id)).not.toContain(mine.id);
  });

  it('gives a crecer editor naming impulsa 403 wrong_ally', async () => {
    const response = await call('crecer editor', 'GET', '/api/console/posts/', undefined, 'impulsa');
    expect(response.statusCode).toBe(403);
    expect(response.json().error).toBe('wrong_ally');
  });

  it('lets staff act for impulsa', async () => {
    expect((await call('staff', 'GET', `/api/console/posts/${mine.id}/`, undefined, 'impulsa')).statusCode).toBe(200);
  });
});

describe('bad input: 400 with the field', () => {
  const cases: [string, object, string][] = [
    ['an empty title', { ...draft, title: '  ' }, 'title'],
    ['a slug with capitals and spaces', { ...draft, slug: 'Mi Post' }, 'slug'],
    ['a title with nothing to make a slug of', { ...draft, title: '¿¡!?' }, 'slug'],
    ['a cover that is javascript:', { ...draft, cover_image_url: 'javascript:alert(1)' }, 'cover_image_url'],
    ['a country code of three letters', { ...draft, country: 'mex' }, 'country'],
    ['no author', { ...draft, author: '' }, 'author'],
    ['an unknown field', { ...draft, sticky: true }, ''],
  ];
  it.each(cases)('refuses %s', async (_what, payload, field) => {
    const response = await call('impulsa editor', 'POST', '/api/console/posts/', payload);
    expect(response.statusCode).toBe(400);
    if (field) expect(response.json().fields.map((f: { field: string }) => f.field)).toContain(field);
  });

  it('refuses a save without its version (400 version)', async () => {
    const response = await call('impulsa editor', 'PUT', `/api/console/posts/${mine.id}/`, draft);
    expect(response.statusCode).toBe(400);
    expect(response.json().fields.map((f: { field: string }) => f.field)).toContain('version');
  });
});
