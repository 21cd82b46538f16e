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

  it('links admins to the certificates issued, and not editors (they name learners)', async () => {
    const admin = renderScreen('impulsa', 'ally_admin');
    expect(await screen.findByRole('link', { name: 'Certificados emitidos' })).toHaveAttribute(
      'href',
      '/mx/impulsa/consola/premios/certificados',
    );
    admin.unmount();
    renderScreen();
    expect(await screen.findByRole('button', { name: 'Editar «Vendedora estrella»' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Certificados emitidos' })).toBeNull();
  });

  it("lists the ally's webinars with their codes counted, none of another ally's", async () => {
    renderScreen();
    expect(await screen.findByText('1 de 5 códigos usados')).toBeInTheDocument();
    expect(screen.queryByText('Promociones de fin de año')).not.toBeInTheDocument();
  });

  it('shows which codes are used, which were given to an earner (only they may redeem it) and which are free, and since when', async () => {
    renderScreen();
    const panel = await openCodes();
    const rows = within(await within(panel).findByRole('table'))
      .getAllByRole('row')
      .slice(1);
    expect(rows).toHaveLength(5);
    const [used, given, free] = rows.map((row) => within(row).getAllByRole('cell'));
    expect(used?.map((cell) => cell.textContent)).toEqual(['IMP-P5VQ-FN4E', 'Usado', expect.stringMatching(/2026/)]);
    // Bad case: a code given by «Enviar códigos» and not yet redeemed read "Sin usar", as if anyone could have it.
    expect(given?.map((cell) => cell.textContent)).toEqual([
      'IMP-QVE4-UAJ4',
      'Entregado',
      expect.stringMatching(/21 de noviembre de 2026/),
    ]);
    expect(free?.map((cell) => cell.textContent)).toEqual(['IMP-VZ8Y-AJ6S', 'Sin usar', '—']);
    // On a phone the same codes are cards, each with its state (hidden here: jsdom applies no media query).
    const list = within(panel).getByRole('list', { hidden: true });
    expect(list).toHaveAttribute('aria-label', 'Códigos generados');
    const cards = within(list).getAllByRole('listitem', { hidden: true });
    expect(cards.map((card) => card.textContent)).toEqual([
      expect.stringMatching(/^IMP-P5VQ-FN4EUsado.*2026/),
      expect.stringMatching(/^IMP-QVE4-UAJ4Entregado.*21 de noviembre de 2026/),
      'IMP-VZ8Y-AJ6SSin usar',
      'IMP-PS36-B3QESin usar',
      'IMP-YBTA-NDV3Sin usar',
    ]);
    expect(within(panel).getByText(/Un código «Entregado» ya es de quien lo recibió/)).toBeInTheDocument();
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
    await vi.waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(1 + 9));
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
    // jsdom's Blob has no text() nor arrayBuffer(): read it as a browser would.
    const file = created[0] as Blob;
    const text = await new Promise<string>((resolve) => {
      const reader = new FileReader();
      reader.onload = () => resolve(String(reader.result));
      reader.readAsText(file);
    });
    const firstBytes = await new Promise<number[]>((resolve) => {
      const reader = new FileReader();
      reader.onload = () => resolve([...new Uint8Array(reader.result as ArrayBuffer)]);
      reader.readAsArrayBuffer(file.slice(0, 3));
    });
    const [header, ...lines] = text
      .replace(/^\uFEFF/, '')
      .trimEnd()
      .split('\r\n');
    expect(header).toBe('Código,Creado,Entregado,Usado,Canjeado');
    // The mocks write the times as the API does: Mexico City's wall clock for impulsa.
    expect(lines).toContain('IMP-P5VQ-FN4E,2026-11-01 04:00,2026-11-14 10:00,sí,2026-11-15 12:30');
    expect(lines).toContain('IMP-QVE4-UAJ4,2026-11-01 04:00,2026-11-21 10:00,no,');
    expect(lines).toContain('IMP-VZ8Y-AJ6S,2026-11-01 04:00,,no,');
    // Excel reads the saved file as UTF-8 ("Código") only with its byte order mark.
    expect(firstBytes).toEqual([0xef, 0xbb, 0xbf]);
    click.mockRestore();
  });

  it('lists the achievements with their module and prize', async () => {
    renderScreen();
    // The prize's kind is the interface's word; its title is the ally's content, marked with its language.
    expect(await screen.findByRole('cell', { name: 'Webinar: Webinar de ventas' })).toBeInTheDocument();
    expect(screen.getByText('Vende más y mejor')).toBeInTheDocument();
  });
});
