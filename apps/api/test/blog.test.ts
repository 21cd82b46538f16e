import { postDetail, postsPage } from '@aula/contracts/blog';
import { describe, expect, it } from 'vitest';
import { posts } from '../src/db/schema';
import { useTestApp } from './helpers/app';

const ctx = useTestApp();

const get = (url: string) => ctx.app.inject({ method: 'GET', url });

// Impulsa's blog: its countries (mx, co, pe) are the demo posts' (the platform's, on every ally's blog).
const impulsa = (country: string, rest = '') => `/api/${country}/posts/?ally_code=impulsa${rest}`;

describe('GET /api/{country}/posts/', () => {
  it('pages the country posts six at a time, newest first', async () => {
    const first = postsPage.parse((await get(impulsa('mx', '&page=1'))).json());
    expect(first).toMatchObject({ count: 8, page: 1, page_size: 6, next: 2, previous: null });
    expect(first.results).toHaveLength(6);
    const dates = first.results.map((post) => post.published_at);
    expect(dates).toEqual([...dates].sort().reverse());
    expect(first.results.every((post) => post.country === 'mx')).toBe(true);

    const second = postsPage.parse((await get(impulsa('mx', '&page=2'))).json());
    expect(second).toMatchObject({ page: 2, next: null, previous: 1 });
    expect(second.results).toHaveLength(2);
  });

  it('gives a demo post its cover, an illustration the API itself serves', async () => {
    const first = postsPage.parse((await get(impulsa('mx', '&page=1'))).json());
    const cover = first.results.find((post) => post.cover_image_url)?.cover_image_url;
    expect(cover).toMatch(/^\/media\/demo\/covers\/blog\/[a-z0-9-]+\.svg$/);
    const image = await get(cover ?? '');
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toContain('image/svg+xml');
  });

  it('defaults to the first page and answers an empty page past the end', async () => {
    expect(postsPage.parse((await get(impulsa('co'))).json()).page).toBe(1);
    const past = postsPage.parse((await get(impulsa('co', '&page=9'))).json());
    expect(past.results).toEqual([]);
  });

  it('answers an empty list for a country of the ally without posts and 404 for an unknown one', async () => {
    expect(postsPage.parse((await get(impulsa('pe'))).json()).count).toBe(0);
    expect((await get(impulsa('zz'))).statusCode).toBe(404);
  });

  it('answers 400 naming page for page=0, page=abc and page=1.5', async () => {
    for (const page of ['0', 'abc', '1.5']) {
      const response = await get(impulsa('mx', `&page=${page}`));
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ error: 'bad_request', fields: [{ field: 'page' }] });
    }
  });
});

describe('GET /api/{country}/posts/slug/{slug}/', () => {
  it('returns the post with its sanitised HTML body', async () => {
    const response = await get('/api/mx/posts/slug/cinco-errores-al-poner-precios/?ally_code=impulsa');
    expect(response.statusCode).toBe(200);
    const post = postDetail.parse(response.json());
    expect(post.body_html).toContain('<ol>');
  });

  it("answers 404 for another country's slug and an unknown slug", async () => {
    expect((await get('/api/co/posts/slug/cinco-errores-al-poner-precios/?ally_code=impulsa')).statusCode).toBe(404);
    expect((await get('/api/mx/posts/slug/no-existe/?ally_code=impulsa')).statusCode).toBe(404);
  });

  it('answers 400 naming slug when it has upper case or spaces', async () => {
    const response = await get('/api/mx/posts/slug/No%20Vale/?ally_code=impulsa');
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ fields: [{ field: 'slug' }] });
  });

  it('stores seeded bodies without scripts or event handlers', async () => {
    const rows = await ctx.db.select({ body: posts.bodyHtml }).from(posts);
    expect(rows.length).toBe(16);
    for (const { body } of rows) expect(body).not.toMatch(/<script|on\w+=|javascript:/i);
  });
});
