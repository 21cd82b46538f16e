// @vitest-environment node
// The ally's terms and privacy notice are sent by the server like the landing: whole, in the ally's name.
import { server } from '@aula/mocks/node';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { render } from '../../ssr/entry-server';

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterAll(() => server.close());

async function page(url: string) {
  const result = await render(url, { apiOrigin: 'http://127.0.0.1:3999' });
  if (result?.kind !== 'page') throw new Error(`${url} was not server-rendered: ${JSON.stringify(result)}`);
  return result;
}

const visible = (html: string) => html.replace(/<[^>]+>/g, ' ').replace(/\s+/g, ' ');

describe('the ally’s terms and privacy pages', () => {
  it('sends Impulsa’s terms written from its brand.json, naming it and who runs it, never the product', async () => {
    const terms = await page('/mx/impulsa/terminos');
    expect(terms.status).toBe(200);
    expect(terms.head).toContain('<title>Términos de uso de Impulsa · Impulsa</title>');
    const text = visible(terms.html);
    expect(text).toContain('Términos de uso de Impulsa');
    expect(text).toContain('ofrecido por Impulsa Negocios');
    expect(terms.html).toContain('href="https://impulsa.example"');
    // Bad cases: the product's name, or the other ally's.
    expect(text).not.toMatch(/\bAula\b|\bCrecer\b/);
  });

  it('sends Crecer’s privacy notice with its sections and its organisation as the one responsible', async () => {
    const privacy = await page('/co/crecer/privacidad');
    const text = visible(privacy.html);
    expect(text).toContain('Aviso de privacidad de Crecer');
    expect(text).toContain('Crecer Comercio es responsable de los datos que das en Crecer');
    expect(privacy.html.match(/<h2/g)).toHaveLength(5);
    expect(text).not.toMatch(/\bAula\b|\bImpulsa\b/);
  });
});
