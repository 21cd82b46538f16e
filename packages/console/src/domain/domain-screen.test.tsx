import { allyRoutePattern } from '@aula/contracts/site-paths';
import { mockState } from '@aula/mocks/state';
import { useMswServer } from '@aula/testing/msw';
import { renderWithProviders } from '@aula/testing/render';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { consoleMessages } from '../messages';
import { consoleSession } from '../test/console-session';
import { DomainScreen } from './domain-screen';

useMswServer();

function renderDomain(access: 'ally_admin' | 'ally_editor' = 'ally_admin', language: 'es' | 'en' = 'es') {
  const session = consoleSession(access, 'impulsa', 'impulsa');
  return renderWithProviders(<DomainScreen />, {
    route: '/mx/impulsa/consola/dominio',
    path: allyRoutePattern('consoleDomain'),
    messages: [consoleMessages],
    preloadedState: session.preloadedState,
    language,
  });
}

describe('DomainScreen', () => {
  it('sets a host, says where the site answers and what the DNS needs, then removes it', async () => {
    const { user } = renderDomain();
    const current = await screen.findByRole('region', { name: 'Tu dirección' });
    expect(within(current).getByText('Tu sitio todavía no tiene una dirección propia.')).toBeInTheDocument();
    expect(screen.getByText('Crea un registro CNAME de tu dirección que apunte a localhost.')).toBeInTheDocument();

    // Bad input: a whole address with its scheme and path, then one word with no dot.
    const field = within(current).getByLabelText('Dirección');
    for (const typed of ['https://aprende.banco.example/', 'aprende']) {
      await user.clear(field);
      await user.type(field, typed);
      await user.click(within(current).getByRole('button', { name: 'Guardar dirección' }));
      expect(await within(current).findByText(/^Escribe una dirección como/)).toBeInTheDocument();
      expect(field).toHaveAttribute('aria-invalid', 'true');
    }

    await user.clear(field);
    await user.type(field, 'Aprende.Banco.Example');
    await user.click(within(current).getByRole('button', { name: 'Guardar dirección' }));
    expect(await screen.findByText('Guardamos aprende.banco.example. Tu sitio ya responde ahí.')).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'Abrir aprende.banco.example' })).toHaveAttribute(
      'href',
      'https://aprende.banco.example',
    );
    expect(
      screen.getByText('Crea un registro CNAME de aprende.banco.example que apunte a localhost.'),
    ).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Quitar la dirección' }));
    expect(await screen.findByText('Tu sitio todavía no tiene una dirección propia.')).toBeInTheDocument();
  });

  it('refuses a host another ally has, on its field', async () => {
    mockState().domains.crecer = { host: 'aprende.crecer.example', added_at: '2026-11-01T10:00:00Z' };
    const { user } = renderDomain('ally_admin', 'en');
    const current = await screen.findByRole('region', { name: 'Your address' });
    await user.type(within(current).getByLabelText('Address'), 'aprende.crecer.example');
    await user.click(within(current).getByRole('button', { name: 'Save address' }));
    expect(await within(current).findByText('Another ally already uses that address.')).toBeInTheDocument();
  });

  it('shows editors the address without the form', async () => {
    mockState().domains.impulsa = { host: 'aprende.impulsa.example', added_at: '2026-11-01T10:00:00Z' };
    renderDomain('ally_editor');
    expect(await screen.findByText(/Tu sitio también abre en aprende.impulsa.example/)).toBeInTheDocument();
    expect(screen.getByText('Solo quien administra el sitio puede cambiar su dirección.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Guardar dirección' })).not.toBeInTheDocument();
  });
});
