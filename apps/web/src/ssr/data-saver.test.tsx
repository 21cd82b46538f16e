// @vitest-environment node
// A page opened directly by a visitor saving data (Save-Data, or the setting's cookie, which the API
// turns into `dataSaver`) is drawn by the server as the browser draws it under data saver.
import { posts } from '@aula/mocks/fixtures/posts';
import { server } from '@aula/mocks/node';
import { HttpResponse, http } from 'msw';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { findBrand } from '../brands';
import { render } from './entry-server';

const API = 'http://127.0.0.1:3999';

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

async function html(url: string, dataSaver: boolean): Promise<string> {
  const result = await render(url, { apiOrigin: API, dataSaver });
  if (result?.kind !== 'page') throw new Error(`${url} was not rendered: ${JSON.stringify(result)}`);
  return result.html;
}

const logos = new Set(['impulsa', 'crecer'].map((allyCode) => findBrand(allyCode)?.logoUrl));

/** The images the browser would fetch for the page's content: every <img src> but the ally's logo. */
function contentImages(page: string): string[] {
  const sources = [...page.matchAll(/<img\b[^>]*\ssrc="([^"]+)"/g)].map(([, src = '']) => src);
  return sources.filter((src) => !logos.has(src));
}

describe('server rendering for a visitor saving data', () => {
  it('draws the landing’s hero and lesson covers as stand-ins, which it fetches otherwise', async () => {
    expect(logos.has(undefined)).toBe(false);
    expect(contentImages(await html('/mx/impulsa', false)).length).toBeGreaterThan(0);
    const saver = await html('/mx/impulsa', true);
    expect(contentImages(saver)).toEqual([]);
    expect(saver).toContain('data-cover="light"');
  });

  it('draws a post’s cover as a stand-in and its pictures as links to open them', async () => {
    const post = posts.find((candidate) => candidate.country === 'mx' && candidate.cover_image_url);
    if (!post) throw new Error('no Mexican post with a cover in the fixtures');
    const withPicture = {
      ...post,
      slug: 'con-foto',
      body_html: `${post.body_html}<p><img src="/media/blog/mostrador.jpg" alt="El mostrador ordenado"></p><img src="/media/blog/sin-texto.jpg">`,
    };
    server.use(http.get('*/api/:country/posts/slug/:slug/', () => HttpResponse.json(withPicture)));
    const full = await html('/mx/impulsa/blog/con-foto', false);
    expect(contentImages(full)).toHaveLength(3);

    const saver = await html('/mx/impulsa/blog/con-foto', true);
    expect(contentImages(saver)).toEqual([]);
    expect(saver).toContain('<a href="/media/blog/mostrador.jpg" data-image-link="">Ver imagen: El mostrador ordenado');
    // Bad input tried: a picture with no description still gets a link that says what it opens.
    expect(saver).toContain('<a href="/media/blog/sin-texto.jpg" data-image-link="">Ver imagen (ahorro de datos)</a>');
  });
});
