import { allyRoutePattern } from '@aula/contracts/site-paths';
import { useMswServer } from '@aula/testing/msw';
import { renderWithProviders } from '@aula/testing/render';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { consoleMessages } from '../../messages';
import { consoleSession } from '../../test/console-session';
import { OverviewScreen } from './overview-screen';

useMswServer();

function renderScreen(
  query = '',
  ally = 'impulsa',
  language: 'es' | 'en' = 'es',
  access: 'ally_editor' | 'ally_admin' = 'ally_editor',
) {
  const session = consoleSession(access, ally);
  return renderWithProviders(<OverviewScreen />, {
    route: `/mx/${ally}/consola/resumen${query}`,
    path: allyRoutePattern('consoleOverview'),
    messages: [consoleMessages],
    preloadedState: session.preloadedState,
    language,
  });
}

const card = async (name: string) => {
  const label = await screen.findByText(name, { selector: 'li > span' });
  return label.closest('li') as HTMLElement;
};

describe('OverviewScreen', () => {
  it('shows each figure with its change against the period before, in words', async () => {
    renderScreen('?from=2026-03-01&to=2026-03-31');
    const registrations = await card('Registros');
    expect(registrations).toHaveTextContent('48');
    expect(registrations).toHaveTextContent('sube 20 %, frente a 40 en el periodo anterior');
    expect(await card('Activos en los últimos 7 días')).toHaveTextContent('baja 12,5 %, frente a 24');
    expect(await card('Premios reclamados')).toHaveTextContent('sin datos en el periodo anterior');
    expect(await card('Certificados emitidos')).toHaveTextContent('sube 50 %, frente a 12 en el periodo anterior');
    expect(await card('Certificados revocados')).toHaveTextContent('sin datos en el periodo anterior');
    expect(await card('Calificación promedio')).toHaveTextContent('4,3');
    // The chat's share of the parts done, a percent before and now.
    const chat = await card('Partes hechas por WhatsApp');
    expect(chat).toHaveTextContent('38 %');
    expect(chat).toHaveTextContent('sube 52 %, frente a 25 % en el periodo anterior');
    // The period before is named in the intro, the same length just before.
    expect(screen.getByText(/periodo anterior de igual duración/)).toHaveTextContent('2026');
  });

  it('puts the numbers of the chart in a table beside it', async () => {
    renderScreen();
    const table = await screen.findByRole('table', { name: 'El periodo frente al anterior' });
    const row = within(table).getByRole('row', { name: /Lecciones terminadas/ });
    expect(row).toHaveTextContent('312');
    expect(row).toHaveTextContent('260');
    // A share is no count: not among the bars.
    expect(within(table).queryByRole('row', { name: /Partes hechas por WhatsApp/ })).toBeNull();
  });

  it('narrows to a country chosen in the filter bar and keeps it in the address', async () => {
    const { user, router } = renderScreen();
    expect(await card('Registros')).toHaveTextContent('48');
    await user.selectOptions(await screen.findByRole('combobox', { name: 'País' }), 'Colombia');
    expect(router.state.location.search).toContain('country=co');
    await screen.findByText('16', { selector: 'li > span' });
    expect(await card('Registros')).toHaveTextContent('16');
  });

  it('shows crecer its own figures, and speaks English', async () => {
    renderScreen('', 'crecer', 'en');
    const registrations = await card('Registrations');
    expect(registrations).toHaveTextContent('12');
    expect(registrations).toHaveTextContent('down 20%, against 15 in the period before');
    // crecer serves Mexico and Colombia only.
    const country = screen.getByRole('combobox', { name: 'Country' });
    await within(country).findByRole('option', { name: 'Colombia' });
    expect(within(country).queryByRole('option', { name: 'Perú' })).toBeNull();
  });

  it('links to the funnel with the same filters', async () => {
    renderScreen('?from=2026-03-01&to=2026-03-31&country=mx');
    const link = await screen.findByRole('link', { name: 'Ver dónde se detienen en cada módulo' });
    expect(link).toHaveAttribute('href', '/mx/impulsa/consola/recorrido?from=2026-03-01&to=2026-03-31&country=mx');
  });

  it('says how old its figures are; an editor cannot refresh them', async () => {
    renderScreen();
    expect(await screen.findByText('Datos de hace 7 minutos')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Actualizar ahora' })).toBeNull();
  });

  it("lets an admin refresh the figures and shows the new ones' age; a second ask within the minute waits", async () => {
    const { user } = renderScreen('', 'impulsa', 'es', 'ally_admin');
    expect(await screen.findByText('Datos de hace 7 minutos')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Actualizar ahora' }));
    expect(screen.getByRole('button', { name: /Actualizar ahora/ })).toBeDisabled();
    // The overview is asked again once the refresh has ended: its figures are from a moment ago.
    expect(await screen.findByText('Datos de hace un momento', {}, { timeout: 5000 })).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Actualizar ahora' })).toBeEnabled());
    await user.click(screen.getByRole('button', { name: 'Actualizar ahora' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      /^Los datos se actualizaron hace poco\. Podrás volver a actualizarlos en \d+ segundos\.$/,
    );
  });
});
