import { allyRoutePattern } from '@aula/contracts/site-paths';
import { CERTIFICATE_ORIGIN, MOCK_CERTIFICATE_IDS } from '@aula/mocks/fixtures/certificates';
import { useMswServer } from '@aula/testing/msw';
import { renderWithProviders } from '@aula/testing/render';
import { AlertProvider } from '@aula/ui-kit/alert-provider';
import { AlertViewport } from '@aula/ui-kit/alerts';
import { screen, waitFor, within } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { describe, expect, it } from 'vitest';
import { consoleMessages } from '../../messages';
import { consoleSession } from '../../test/console-session';
import { CertificatesScreen } from './certificates-screen';

const server = useMswServer();
const LIST = '*/api/console/certificates/';
const VALID_MODULE = 'Finanzas claras para tu negocio';
const REVOKE_VALID = `Revocar el certificado de María Demo en «${VALID_MODULE}»`;

function renderScreen(access: 'ally_admin' | 'ally_editor' = 'ally_admin') {
  const session = consoleSession(access, 'impulsa');
  return renderWithProviders(
    <AlertProvider>
      <CertificatesScreen />
      <AlertViewport />
    </AlertProvider>,
    {
      route: '/mx/impulsa/consola/premios/certificados',
      path: allyRoutePattern('consoleCertificates'),
      messages: [consoleMessages],
      preloadedState: session.preloadedState,
    },
  );
}

// jsdom draws both the table and the phone's cards (it applies no media query): read the table.
const table = () => screen.findByRole('table', { name: 'Certificados emitidos' });

/** The bodies of the revocations the mock API receives, until the test ends. */
function recordRevocations() {
  const bodies: unknown[] = [];
  server.events.on('request:start', ({ request }) => {
    if (request.method === 'POST' && request.url.endsWith('/revoke/')) {
      void request
        .clone()
        .json()
        .then((body) => bodies.push(body));
    }
  });
  return bodies;
}

async function openRevoke() {
  const rendered = renderScreen();
  await rendered.user.click(within(await table()).getByRole('button', { name: REVOKE_VALID }));
  const dialog = screen.getByRole('dialog', { name: '¿Revocar el certificado de María Demo?' });
  return { ...rendered, dialog, reason: within(dialog).getByRole('textbox', { name: 'Motivo' }) };
}

describe('CertificatesScreen', () => {
  it("lists the ally's certificates newest first: who, which module, when, valid or revoked and why", async () => {
    renderScreen();
    const rows = within(await table())
      .getAllByRole('row')
      .slice(1);
    expect(rows.map((row) => row.textContent)).toEqual([
      expect.stringMatching(/^María Demo.*Finanzas claras para tu negocio.*30 de noviembre de 2026.*Vigente/),
      expect.stringMatching(
        /^María Demo.*Vende más y mejor.*12 de octubre de 2026.*Revocado el 2 de noviembre de 2026 — Emitido por error/,
      ),
    ]);
    // Another ally's certificate (crecer's) is not listed.
    expect(screen.queryByText('José Demo')).toBeNull();
  });

  it('opens each certificate page in a new tab, saying so, and offers "Revocar" only while valid', async () => {
    renderScreen();
    const [valid, revoked] = within(await table())
      .getAllByRole('row')
      .slice(1) as [HTMLElement, HTMLElement];
    const page = within(valid).getByRole('link', {
      name: `Ver página del certificado de María Demo en «${VALID_MODULE}» (se abre en otra pestaña)`,
    });
    expect(page).toHaveAttribute('href', `${CERTIFICATE_ORIGIN}/mx/impulsa/certificados/${MOCK_CERTIFICATE_IDS.valid}`);
    expect(page).toHaveAttribute('target', '_blank');
    expect(within(valid).getByRole('button', { name: REVOKE_VALID })).toBeVisible();
    expect(within(revoked).queryByRole('button')).toBeNull();
  });

  it('revokes with the reason asked for, then shows the row revoked and puts the focus on it', async () => {
    const sent = recordRevocations();
    const { user, dialog, reason } = await openRevoke();
    expect(reason).toHaveFocus();
    await user.type(reason, 'Pagó el curso con una tarjeta robada');
    await user.click(within(dialog).getByRole('button', { name: 'Revocar certificado' }));
    expect(await screen.findByText('Revocaste el certificado de María Demo. Su página ya lo dice.')).toBeVisible();
    expect(sent).toEqual([{ reason: 'Pagó el curso con una tarjeta robada' }]);
    const row = within(await table()).getAllByRole('row')[1] as HTMLElement;
    await waitFor(() => expect(row).toHaveTextContent(/Revocado el .* — Pagó el curso con una tarjeta robada/));
    expect(within(row).queryByRole('button', { name: REVOKE_VALID })).toBeNull();
    expect(screen.queryByRole('dialog')).toBeNull();
    await waitFor(() => expect(document.activeElement).toHaveTextContent(/^Revocado el/));
  });

  it('refuses an empty or two-letter reason on its field, sending nothing', async () => {
    const sent = recordRevocations();
    const { user, dialog, reason } = await openRevoke();
    const confirm = within(dialog).getByRole('button', { name: 'Revocar certificado' });
    await user.click(confirm);
    await waitFor(() => expect(reason).toHaveAccessibleDescription(/Escribe por qué lo revocas\.$/));
    expect(reason).toBeInvalid();
    await user.type(reason, 'no');
    await user.click(confirm);
    await waitFor(() =>
      expect(reason).toHaveAccessibleDescription(/Di por qué en unas palabras: al menos 3 caracteres\.$/),
    );
    expect(sent).toEqual([]);
    await user.click(within(dialog).getByRole('button', { name: 'Cancelar' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(within(await table()).getByRole('button', { name: REVOKE_VALID })).toHaveFocus();
  });

  it("says on the field what the server refused, and when the certificate is no longer the ally's", async () => {
    server.use(
      http.post(
        '*/revoke/',
        () =>
          HttpResponse.json(
            {
              error: 'bad_request',
              message: 'Invalid input',
              fields: [{ field: 'reason', reason: 'must say why, in a few words' }],
            },
            { status: 400 },
          ),
        { once: true },
      ),
      http.post('*/revoke/', () => HttpResponse.json({ error: 'not_found', message: 'gone' }, { status: 404 })),
    );
    const { user, dialog, reason } = await openRevoke();
    await user.type(reason, 'Duplicado');
    await user.click(within(dialog).getByRole('button', { name: 'Revocar certificado' }));
    await waitFor(() =>
      expect(reason).toHaveAccessibleDescription(/Di por qué en unas palabras: al menos 3 caracteres\.$/),
    );
    await user.click(within(dialog).getByRole('button', { name: 'Revocar certificado' }));
    expect(await within(dialog).findByText('Este certificado ya no existe o no es de tu aliado.')).toBeVisible();
  });

  it('tells an editor the certificates are for admins, listing none', async () => {
    renderScreen('ally_editor');
    expect(await screen.findByText('Solo para administradores')).toBeInTheDocument();
    expect(
      screen.getByText(
        'Solo los administradores del aliado ven los certificados emitidos, porque la lista muestra los nombres de tus aprendices.',
      ),
    ).toBeInTheDocument();
    expect(screen.queryByText('María Demo')).toBeNull();
  });

  it('says so when nobody has received one yet', async () => {
    server.use(http.get(LIST, () => HttpResponse.json({ results: [] })));
    renderScreen();
    expect(await screen.findByText('Aún nadie ha recibido un certificado.')).toBeInTheDocument();
    expect(screen.queryByRole('table')).toBeNull();
  });

  it('offers a retry when the list fails to load', async () => {
    server.use(http.get(LIST, () => HttpResponse.json({ error: 'internal', message: 'down' }, { status: 500 })));
    renderScreen();
    expect(await screen.findByText('No pudimos cargar los certificados.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Reintentar' })).toBeInTheDocument();
  });
});
