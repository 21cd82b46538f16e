// @vitest-environment node
// The server renderer runs in Node (no window, no document); msw answers its API calls here.
import { server } from '@aula/mocks/node';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { render } from './entry-server';

const API = 'http://127.0.0.1:3999';

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterAll(() => server.close());

async function page(url: string) {
  const result = await render(url, { apiOrigin: API });
  if (result?.kind !== 'page') throw new Error(`${url} was not rendered: ${JSON.stringify(result)}`);
  return result;
}

describe('server rendering of the public pages', () => {
  it('sends an ally’s landing with its words, lessons, title, colours and styles, and nothing of another ally', async () => {
    const impulsa = await page('/mx/impulsa');
    expect(impulsa.status).toBe(200);
    expect(impulsa.html).toContain('<h1');
    expect(impulsa.html).toContain('Lecciones nuevas');
    expect(impulsa.html).toMatch(/href="\/mx\/impulsa\/seccion\/lecciones\/\d+"/);
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

  it('renders no learner page (left to the browser) and redirects an ally that does not serve the country', async () => {
    expect(await render('/mx/impulsa/seccion', { apiOrigin: API })).toBeNull();
    expect(await render('/mx/impulsa/login', { apiOrigin: API })).toBeNull();
    expect(await render('/zz/impulsa', { apiOrigin: API })).toEqual({ kind: 'redirect', status: 302, location: '/' });
  });
});
