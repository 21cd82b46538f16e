import { allyRoutePattern } from '@aula/contracts/site-paths';
import { certificateFixtures, MOCK_CERTIFICATE_IDS, UNKNOWN_CERTIFICATE_ID } from '@aula/mocks/fixtures/certificates';
import { useMswServer } from '@aula/testing/msw';
import { renderWithProviders } from '@aula/testing/render';
import { screen, waitFor, within } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { describe, expect, it } from 'vitest';
import { achievementsMessages } from '../messages';
import { CertificateScreen } from './certificate-screen';

// The public page a certificate's QR code leads to, with the app running, and as the server drew it
// after its paste form was posted. Bad input tried: an id no certificate has, an id that is none,
// a forged credential, text that is no credential, an empty paste (drawn by the server and typed).

const server = useMswServer();

const credentialOf = (id: string) => certificateFixtures.find((one) => one.id === id)?.credential ?? '';

function renderPage(certificateId: string, postedAnswer?: unknown) {
  return renderWithProviders(<CertificateScreen />, {
    route: `/mx/impulsa/certificados/${certificateId}`,
    path: allyRoutePattern('certificate'),
    messages: [achievementsMessages],
    postedAnswer,
  });
}

/** What the page says of the certificate in its address: the box under the h1. */
const verdictBox = async (verdict: string) =>
  (await screen.findByRole('heading', { level: 2, name: verdict })).parentElement as HTMLElement;

const pastedResult = () => screen.getByRole('status', { name: 'Resultado de la credencial pegada' });

describe('the certificate page', { timeout: 20_000 }, () => {
  it('says a valid certificate is valid, who completed what, when, by whom, and what was checked', async () => {
    renderPage(MOCK_CERTIFICATE_IDS.valid);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(/^Certificado de /);
    const box = await verdictBox('Certificado válido');
    expect(box.querySelector('svg')).not.toBeNull();
    expect(box).toHaveTextContent('María Demo completó «Finanzas claras para tu negocio»');
    expect(box).toHaveTextContent('Emitido el 30 de noviembre de 2026 por Impulsa');
    expect(box).toHaveTextContent('Comprobamos la firma de Impulsa y que no haya sido revocado.');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Certificado de Impulsa');
    expect(document.title).toBe('Certificado de Impulsa');
  });

  it('says a revoked certificate was revoked, when and why', async () => {
    renderPage(MOCK_CERTIFICATE_IDS.revoked);
    const box = await verdictBox('Certificado revocado');
    expect(box).toHaveTextContent('Revocado el 2 de noviembre de 2026. Motivo: Emitido por error');
    expect(box).toHaveTextContent('María Demo completó «Vende más y mejor»');
  });

  it('says a forged certificate is not authentic and repeats nothing of it', async () => {
    server.use(http.get('*/api/certificates/:id/verification/', () => HttpResponse.json({ state: 'forged' })));
    renderPage(MOCK_CERTIFICATE_IDS.valid);
    const box = await verdictBox('Este certificado no es auténtico');
    expect(box).toHaveTextContent(/^Este certificado no es auténtico$/);
    expect(screen.queryByText(/María Demo/)).toBeNull();
  });

  it('says no certificate has an unknown id, and still offers the paste form', async () => {
    renderPage(UNKNOWN_CERTIFICATE_ID);
    expect(await verdictBox('No encontramos este certificado')).toHaveTextContent('Revisa que la dirección');
    expect(screen.getByRole('button', { name: 'Comprobar' })).toBeInTheDocument();
  });

  it('says an id that is not one is no certificate, not a failure', async () => {
    renderPage('123');
    expect(await verdictBox('No encontramos este certificado')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Reintentar' })).toBeNull();
  });

  it('checks a pasted credential file with the app, and a text that is none as not authentic', async () => {
    const { user } = renderPage(MOCK_CERTIFICATE_IDS.valid);
    await verdictBox('Certificado válido');
    const field = screen.getByRole('textbox', { name: 'Credencial' });
    const file = JSON.stringify({
      '@context': ['https://www.w3.org/ns/credentials/v2'],
      id: `data:application/vc+jwt,${credentialOf(MOCK_CERTIFICATE_IDS.revoked)}`,
      type: 'EnvelopedVerifiableCredential',
    });
    await user.click(field);
    await user.paste(file);
    await user.click(screen.getByRole('button', { name: 'Comprobar' }));
    await waitFor(() => expect(pastedResult()).toHaveTextContent('Certificado revocado'));
    expect(within(pastedResult()).getByRole('heading', { level: 3, name: 'Certificado revocado' })).toBeVisible();
    expect(pastedResult()).toHaveTextContent('Motivo: Emitido por error');

    await user.clear(field);
    await user.paste('eyJhbGciOiJub25lIn0.eyJqdGkiOiJ4In0.');
    await user.click(screen.getByRole('button', { name: 'Comprobar' }));
    await waitFor(() => expect(pastedResult()).toHaveTextContent(/^Este certificado no es auténtico$/));
  });

  it('refuses an empty paste with the contract’s rule at the field, asking the API nothing', async () => {
    const asked: string[] = [];
    server.events.on('request:start', ({ request }) => {
      if (request.url.includes('/verify/')) asked.push(request.url);
    });
    const { user } = renderPage(MOCK_CERTIFICATE_IDS.valid);
    await verdictBox('Certificado válido');
    await user.click(screen.getByRole('button', { name: 'Comprobar' }));
    const field = screen.getByRole('textbox', { name: 'Credencial' });
    await waitFor(() => expect(field).toHaveAccessibleDescription(expect.stringContaining('Completa este campo.')));
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(asked).toEqual([]);
    expect(pastedResult()).toBeEmptyDOMElement();
  });
});

describe('the paste form as the server answered its post', { timeout: 20_000 }, () => {
  const posted = (values: { credential: string }, result?: unknown) => ({
    form: 'comprobar-credencial',
    values,
    ...(result ? { result } : {}),
  });

  it('is a real form posted to the page, drawn back with the text sent and its verdict', async () => {
    const credential = credentialOf(MOCK_CERTIFICATE_IDS.valid);
    const result = {
      state: 'valid',
      certificate: {
        id: MOCK_CERTIFICATE_IDS.valid,
        learner_name: 'María Demo',
        achievement_name: 'Finanzas claras para tu negocio',
        issuer_name: 'Impulsa',
        issued_at: '2026-11-30T15:00:00.000Z',
      },
    };
    renderPage(UNKNOWN_CERTIFICATE_ID, posted({ credential }, result));
    const field = await screen.findByRole('textbox', { name: 'Credencial' });
    expect(field).toHaveValue(credential);
    const form = field.closest('form');
    expect(form).toHaveAttribute('method', 'post');
    expect(form).not.toHaveAttribute('action');
    expect(Object.fromEntries(new FormData(form as HTMLFormElement))).toEqual({
      _form: 'comprobar-credencial',
      credential,
    });
    expect(pastedResult()).toHaveTextContent('Certificado válido');
    expect(pastedResult()).toHaveTextContent('María Demo completó «Finanzas claras para tu negocio»');
    // The page's own verdict, on the certificate of its address, is apart from the pasted one.
    expect(await verdictBox('No encontramos este certificado')).toBeInTheDocument();
  });

  it('draws an empty paste with the contract’s rule at the field', async () => {
    renderPage(MOCK_CERTIFICATE_IDS.valid, posted({ credential: '' }));
    const field = await screen.findByRole('textbox', { name: 'Credencial' });
    expect(field).toHaveAccessibleDescription(expect.stringContaining('Completa este campo.'));
    expect(pastedResult()).toBeEmptyDOMElement();
  });

  it('says the check could not be made when the API was out of reach', async () => {
    renderPage(MOCK_CERTIFICATE_IDS.valid, {
      ...posted({ credential: 'eyJ.x.y' }),
      refusal: { code: 'network', fields: [] },
    });
    expect(await screen.findByRole('alert')).toHaveTextContent(/conexión|connection/i);
  });
});
