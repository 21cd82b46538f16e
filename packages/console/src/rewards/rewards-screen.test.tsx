import { allyRoutePattern } from '@aula/contracts/site-paths';
import { useMswServer } from '@aula/testing/msw';
import { renderWithProviders } from '@aula/testing/render';
import { AlertProvider } from '@aula/ui-kit/alert-provider';
import { AlertViewport } from '@aula/ui-kit/alerts';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { consoleMessages } from '../messages';
import { consoleSession } from '../test/console-session';
import { RewardsScreen } from './rewards-screen';

useMswServer();

function renderScreen(ally = 'impulsa', access: 'ally_editor' | 'ally_admin' = 'ally_editor') {
  const session = consoleSession(access, ally);
  return renderWithProviders(
    <AlertProvider>
      <RewardsScreen />
      <AlertViewport />
    </AlertProvider>,
    {
      route: `/mx/${ally}/consola/premios`,
      path: allyRoutePattern('consoleRewards'),
      messages: [consoleMessages],
      preloadedState: session.preloadedState,
    },
  );
}

const openCodes = async () => {
  await userEvent.click(await screen.findByRole('button', { name: 'Códigos de «Ventas por WhatsApp en vivo»' }));
  return screen.findByRole('region', { name: 'Códigos de «Ventas por WhatsApp en vivo»' });
};

describe('RewardsScreen', () => {
  it('links each achievement to who earned it, for admins only (it names learners)', async () => {
    const admin = renderScreen('impulsa', 'ally_admin');
    expect(await screen.findByRole('link', { name: 'Ganadores de «Vendedora estrella»' })).toHaveAttribute(
      'href',
      '/mx/impulsa/consola/premios/logros/71',
    );
    admin.unmount();
    renderScreen();
    expect(await screen.findByRole('button', { name: 'Editar «Vendedora estrella»' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /Ganadores/ })).toBeNull();
  });

  it("lists the ally's webinars with their codes counted, none of another ally's", async () => {
    renderScreen();
    expect(await screen.findByText('1 de 3 códigos usados')).toBeInTheDocument();
    expect(screen.queryByText('Promociones de fin de año')).not.toBeInTheDocument();
  });

  it('shows which codes are used and when', async () => {
    renderScreen();
    const panel = await openCodes();
    const rows = within(await within(panel).findByRole('table'))
      .getAllByRole('row')
      .slice(1);
    expect(rows).toHaveLength(3);
    expect(rows[0]).toHaveTextContent(/IMP-P5VQ-FN4E.*Usado/);
    expect(rows[1]).toHaveTextContent(/IMP-VZ8Y-AJ6S.*Sin usar/);
  });

  it('generates a batch of codes and lists them', async () => {
    renderScreen();
    const panel = await openCodes();
    const count = within(panel).getByRole('spinbutton', { name: 'Cuántos códigos nuevos' });
    await userEvent.clear(count);
    await userEvent.type(count, '4');
    await userEvent.click(within(panel).getByRole('button', { name: 'Generar códigos' }));
    expect(await screen.findByText('Se generaron 4 códigos.')).toBeInTheDocument();
    const table = within(panel).getByRole('table');
    await vi.waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(1 + 7));
  });

  it('refuses 0 codes and names the field', async () => {
    renderScreen();
    const panel = await openCodes();
    const count = within(panel).getByRole('spinbutton', { name: 'Cuántos códigos nuevos' });
    await userEvent.clear(count);
    await userEvent.type(count, '0');
    await userEvent.click(within(panel).getByRole('button', { name: 'Generar códigos' }));
    await vi.waitFor(() => expect(count).toHaveAttribute('aria-invalid', 'true'));
  });

  it('downloads the codes as a CSV file', async () => {
    const created: Blob[] = [];
    URL.createObjectURL = vi.fn((blob: Blob) => {
      created.push(blob);
      return 'blob:codes';
    });
    URL.revokeObjectURL = vi.fn();
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    renderScreen();
    const panel = await openCodes();
    await userEvent.click(within(panel).getByRole('button', { name: 'Descargar CSV' }));
    await vi.waitFor(() => expect(click).toHaveBeenCalled());
    // jsdom's Blob has no text(): read it as a browser would.
    const text = await new Promise<string>((resolve) => {
      const reader = new FileReader();
      reader.onload = () => resolve(String(reader.result));
      reader.readAsText(created[0] as Blob);
    });
    expect(text?.split('\r\n')[0]).toBe('Código,Creado,Usado,Canjeado');
    expect(text).toContain('IMP-P5VQ-FN4E,2026-11-01T10:00:00.000Z,sí,2026-11-15T18:30:00.000Z');
    click.mockRestore();
  });

  it('lists the achievements with their module and prize', async () => {
    renderScreen();
    // The prize's kind is the interface's word; its title is the ally's content, marked with its language.
    expect(await screen.findByRole('cell', { name: 'Webinar: Webinar de ventas' })).toBeInTheDocument();
    expect(screen.getByText('Vende más y mejor')).toBeInTheDocument();
  });
});
