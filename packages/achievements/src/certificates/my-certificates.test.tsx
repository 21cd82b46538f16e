import { sessionCookieName } from '@aula/api-client/cookies';
import { allyRoutePattern } from '@aula/contracts/site-paths';
import { MOCK_CERTIFICATE_IDS } from '@aula/mocks/fixtures/certificates';
import { mockCertificates } from '@aula/mocks/handlers/certificates';
import { useMswServer } from '@aula/testing/msw';
import { screen, within } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AchievementsScreen } from '../achievements/achievements-screen';
import { renderScreen } from '../test-screen';

// "Mis certificados" on the Logros screen. Bad input tried: the list failing to load, a file the
// API refuses (another learner's, 404).

const server = useMswServer();
afterEach(() => vi.restoreAllMocks());

const PATH = allyRoutePattern('achievements');
const VALID_PAGE = `https://aula.example/mx/impulsa/certificados/${MOCK_CERTIFICATE_IDS.valid}`;

function renderList(language: 'es' | 'en' = 'es') {
  return renderScreen(<AchievementsScreen />, 'impulsa', '/seccion/logros', PATH, language);
}

async function cardTitled(title: string) {
  const section = await screen.findByRole('region', { name: 'Mis certificados' });
  return within(section).findByRole('article', { name: title });
}

describe('the learner’s certificates', { timeout: 20_000 }, () => {
  it('shows each certificate with its date and its actions as links and buttons with words', async () => {
    renderList();
    const card = await cardTitled('Finanzas claras para tu negocio');
    expect(card).toHaveTextContent('Emitido el 30 de noviembre de 2026');
    expect(within(card).queryByText('Revocado')).toBeNull();
    expect(within(card).getByRole('button', { name: 'Descargar PDF' })).toBeEnabled();
    expect(within(card).getByRole('button', { name: 'Descargar credencial' })).toBeEnabled();

    const whatsApp = within(card).getByRole('link', { name: 'Compartir por WhatsApp' });
    const shared = new URL(whatsApp.getAttribute('href') ?? '');
    expect(`${shared.origin}${shared.pathname}`).toBe('https://wa.me/');
    expect(shared.searchParams.get('text')).toContain(VALID_PAGE);
    expect(shared.searchParams.get('text')).toContain('«Finanzas claras para tu negocio»');

    const linkedIn = within(card).getByRole('link', { name: 'Agregar a LinkedIn (se abre en otra pestaña)' });
    const expected = mockCertificates().find(({ id }) => id === MOCK_CERTIFICATE_IDS.valid);
    expect(linkedIn.getAttribute('href')).toMatch(/^https:\/\/www\.linkedin\.com\/profile\/add\?/);
    expect(new URL(linkedIn.getAttribute('href') ?? '').searchParams.get('certId')).toBe(expected?.id);
    expect(linkedIn).toHaveAttribute('target', '_blank');
    expect(linkedIn).toHaveAttribute('rel', expect.stringContaining('noopener'));

    expect(within(card).getByRole('link', { name: 'Ver página de verificación' })).toHaveAttribute('href', VALID_PAGE);
  });

  it('marks a revoked certificate in words and offers it for no sharing', async () => {
    renderList();
    const card = await cardTitled('Vende más y mejor');
    expect(within(card).getByText('Revocado')).toBeInTheDocument();
    expect(within(card).queryByRole('link', { name: 'Compartir por WhatsApp' })).toBeNull();
    expect(within(card).queryByRole('link', { name: /Agregar a LinkedIn/ })).toBeNull();
    expect(within(card).getByRole('link', { name: 'Ver página de verificación' })).toBeInTheDocument();
  });

  it('downloads the PDF with the session under the server’s file name, and says a refused one failed', async () => {
    const created = vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:certificado');
    const clicked = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    const allyHeaders: (string | null)[] = [];
    server.events.on('request:start', ({ request }) => {
      if (request.url.includes('/pdf/')) allyHeaders.push(request.headers.get('x-aula-ally'));
    });
    const { user } = renderList();
    // A file is asked for under the ally (x-aula-ally), whose session cookie the API then reads.
    // biome-ignore lint/suspicious/noDocumentCookie: plays the API's Set-Cookie in jsdom.
    document.cookie = `${sessionCookieName('token', 'impulsa')}=mock-token-1; path=/`;
    const card = await cardTitled('Finanzas claras para tu negocio');
    await user.click(within(card).getByRole('button', { name: 'Descargar PDF' }));
    expect(await within(card).findByText(`Listo: se descargó certificado-${MOCK_CERTIFICATE_IDS.valid}.pdf.`));
    expect(allyHeaders).toEqual(['impulsa']);
    const [blob] = created.mock.calls[0] ?? [];
    expect(blob).toMatchObject({ type: 'application/pdf', size: expect.any(Number) });
    expect((blob as Blob).size).toBeGreaterThan(0);
    expect((clicked.mock.contexts[0] as HTMLAnchorElement).download).toBe(
      `certificado-${MOCK_CERTIFICATE_IDS.valid}.pdf`,
    );

    server.use(
      http.get('*/api/certificates/:id/credential/', () =>
        HttpResponse.json({ error: 'not_found', message: 'x' }, { status: 404 }),
      ),
    );
    await user.click(within(card).getByRole('button', { name: 'Descargar credencial' }));
    expect(await within(card).findByRole('alert')).toHaveTextContent('No pudimos descargar el archivo.');
  });

  it('encourages a learner without certificates yet', async () => {
    mockCertificates().length = 0;
    renderList();
    const section = await screen.findByRole('region', { name: 'Mis certificados' });
    expect(
      await within(section).findByText('Completa un módulo con certificado para recibir el tuyo.'),
    ).toBeInTheDocument();
  });

  it('offers a retry when the list fails to load', async () => {
    server.use(http.get('*/api/certificates/', () => HttpResponse.json({}, { status: 500 }), { once: true }));
    const { user } = renderList();
    const section = await screen.findByRole('region', { name: 'Mis certificados' });
    expect(await within(section).findByRole('alert')).toHaveTextContent('No pudimos cargar tus certificados.');
    await user.click(within(section).getByRole('button', { name: 'Reintentar' }));
    expect(await cardTitled('Finanzas claras para tu negocio')).toBeInTheDocument();
  });

  it('speaks English on an English screen', async () => {
    renderList('en');
    const section = await screen.findByRole('region', { name: 'My certificates' });
    const card = await within(section).findByRole('article', { name: 'Finanzas claras para tu negocio' });
    expect(card).toHaveTextContent('Issued on November 30, 2026');
    expect(within(card).getByRole('link', { name: 'Add to LinkedIn (opens in a new tab)' })).toBeInTheDocument();
  });
});
