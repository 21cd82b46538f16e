// @vitest-environment node
// A certificate's public page drawn by the server, and its paste form posted to the page before the
// app runs (or without JavaScript), answered by the route's action (packages/achievements).
import { certificateFixtures, MOCK_CERTIFICATE_IDS, UNKNOWN_CERTIFICATE_ID } from '@aula/mocks/fixtures/certificates';
import { resetMockState } from '@aula/mocks/handlers';
import { server } from '@aula/mocks/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { render } from './entry-server';

const API = 'http://127.0.0.1:3999';

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  server.resetHandlers();
  resetMockState();
});
afterAll(() => server.close());

const pageOf = (id: string) => `/mx/impulsa/certificados/${id}`;

async function page(url: string, form?: Record<string, string>) {
  const submission = form && {
    contentType: 'application/x-www-form-urlencoded',
    body: String(new URLSearchParams(form)),
    fetch: (request: Request) => fetch(request),
  };
  const result = await render(url, { apiOrigin: API, ...(submission ? { submission } : {}) });
  if (result?.kind !== 'page') throw new Error(`${url} was not drawn: ${JSON.stringify(result)}`);
  return result;
}

describe('a certificate’s page drawn by the server', () => {
  it('says what the check found, with its title, and holds the paste form as a real form', async () => {
    const sent = await page(pageOf(MOCK_CERTIFICATE_IDS.revoked));
    expect(sent.status).toBe(200);
    expect(sent.head).toContain('<title>Certificado de Impulsa · Impulsa</title>');
    expect(sent.html).toContain('Certificado revocado');
    expect(sent.html).toContain('Motivo: Emitido por error');
    expect(sent.html).toMatch(/<form[^>]*method="post"/);
    expect(sent.html).toContain('name="_form" value="comprobar-credencial"');
    expect(sent.html).toMatch(/<textarea[^>]*name="credential"/);
  });

  it('answers an address of no certificate with its not-found page and a 404', async () => {
    const sent = await page(pageOf(UNKNOWN_CERTIFICATE_ID));
    expect(sent.status).toBe(404);
    expect(sent.html).toContain('No encontramos este certificado');
    expect(sent.html).toMatch(/<form[^>]*method="post"/);
  });

  it('checks a credential posted without the app and draws the verdict under the form', async () => {
    const credential = certificateFixtures.find(({ id }) => id === MOCK_CERTIFICATE_IDS.valid)?.credential ?? '';
    const checked = await page(pageOf(UNKNOWN_CERTIFICATE_ID), { _form: 'comprobar-credencial', credential });
    expect(checked.status).toBe(200);
    expect(checked.html).toContain('Certificado válido');
    expect(checked.html).toContain('María Demo completó «Finanzas claras para tu negocio»');
    expect(checked.html).toContain(credential);
    // The app adopts the same answer when it starts.
    expect(JSON.parse(checked.state).actionData).toBeDefined();

    const forged = await page(pageOf(UNKNOWN_CERTIFICATE_ID), {
      _form: 'comprobar-credencial',
      credential: 'no soy una credencial',
    });
    expect(forged.html).toContain('Este certificado no es auténtico');
  });

  it('draws an empty paste back refused at its field, 400', async () => {
    const refused = await page(pageOf(MOCK_CERTIFICATE_IDS.valid), { _form: 'comprobar-credencial', credential: '' });
    expect(refused.status).toBe(400);
    expect(refused.html).toContain('Completa este campo.');
    expect(refused.html).toMatch(/<textarea[^>]*aria-invalid="true"/);
  });
});
