import { allyRoutePattern } from '@aula/contracts/site-paths';
import { useMswServer } from '@aula/testing/msw';
import { renderWithProviders } from '@aula/testing/render';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { consoleMessages } from '../../messages';
import { consoleSession } from '../../test/console-session';
import { FunnelScreen } from './funnel-screen';

useMswServer();

function renderScreen(query = '', ally = 'impulsa', language: 'es' | 'en' = 'es') {
  const session = consoleSession('ally_editor', ally);
  return renderWithProviders(<FunnelScreen />, {
    route: `/mx/${ally}/consola/recorrido${query}`,
    path: allyRoutePattern('consoleFunnel'),
    messages: [consoleMessages],
    preloadedState: session.preloadedState,
    language,
  });
}

describe('FunnelScreen', () => {
  it('names the module that loses the most learners and tables every module', async () => {
    renderScreen();
    expect(
      await screen.findByText(
        'Vende más por WhatsApp es el módulo con más abandono: 28 de 40 personas no lo terminaron.',
      ),
    ).toBeInTheDocument();
    const table = screen.getByRole('table', { name: 'Módulos: empezaron y terminaron' });
    const row = within(table).getByRole('row', { name: /Finanzas para tu negocio/ });
    expect(row).toHaveTextContent(/25.*20.*5.*80 %/);
  });

  it('lists where most stop, each linking to those learners with the filters', async () => {
    renderScreen('?from=2026-03-01&to=2026-03-31');
    const table = await screen.findByRole('table', { name: 'Dónde se detienen' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows[0]).toHaveTextContent(/Respuestas rápidas.*Vende más por WhatsApp.*19/);
    const link = within(rows[0] as HTMLElement).getByRole('link', {
      name: 'Ver aprendices que se detuvieron en Respuestas rápidas',
    });
    expect(link).toHaveAttribute(
      'href',
      '/mx/impulsa/consola/aprendices?from=2026-03-01&to=2026-03-31&module=1&stoppedAt=12',
    );
  });

  it("details the chosen module's lessons: completion and rating", async () => {
    const { user, router } = renderScreen();
    // The module losing most is detailed first.
    expect(await screen.findByRole('table', { name: 'Lecciones de Vende más por WhatsApp' })).toBeInTheDocument();
    await user.selectOptions(screen.getByRole('combobox', { name: 'Módulo a detallar' }), 'Finanzas para tu negocio');
    expect(router.state.location.search).toContain('module=2');
    const table = await screen.findByRole('table', { name: 'Lecciones de Finanzas para tu negocio' });
    expect(within(table).getByRole('row', { name: /Separa tus cuentas/ })).toHaveTextContent(/25.*24.*96 %.*4,8.*19/);
    expect(within(table).getByRole('row', { name: /Calcula tu precio/ })).toHaveTextContent('Sin calificar');
  });

  it("says in words how much of each module was done in the chat, and each lesson's finished there", async () => {
    const { user } = renderScreen();
    const modules = await screen.findByRole('table', { name: 'Módulos: empezaron y terminaron' });
    expect(within(modules).getByRole('columnheader', { name: 'Partes por WhatsApp (%)' })).toBeInTheDocument();
    expect(within(modules).getByRole('row', { name: /Vende más por WhatsApp/ })).toHaveTextContent(/38 %$/);
    // Vende más por WhatsApp (detailed first): 160 parts on the site, 98 in the chat; 5 finished it there.
    expect(
      screen.getByText('Partes hechas: 62 % en el sitio · 38 % por WhatsApp. 5 personas lo terminaron por WhatsApp.'),
    ).toBeInTheDocument();
    const lessons = screen.getByRole('table', { name: 'Lecciones de Vende más por WhatsApp' });
    expect(within(lessons).getByRole('columnheader', { name: 'Terminaron por WhatsApp' })).toBeInTheDocument();
    expect(within(lessons).getByRole('row', { name: /Respuestas rápidas/ })).toHaveTextContent(/37.*22.*9.*59,5 %/);

    // Finanzas para tu negocio: every part on the site, no lesson finished in the chat: no such column.
    await user.selectOptions(screen.getByRole('combobox', { name: 'Módulo a detallar' }), 'Finanzas para tu negocio');
    const finance = await screen.findByRole('table', { name: 'Lecciones de Finanzas para tu negocio' });
    expect(screen.getByText('Partes hechas: 100 % en el sitio · 0 % por WhatsApp.')).toBeInTheDocument();
    expect(within(finance).queryByRole('columnheader', { name: 'Terminaron por WhatsApp' })).toBeNull();
  });

  it('says it in English too', async () => {
    renderScreen('', 'crecer', 'en');
    expect(
      await screen.findByText('Parts done: 83.3% on the site · 16.7% on WhatsApp. 1 person finished it on WhatsApp.'),
    ).toBeInTheDocument();
    const lessons = screen.getByRole('table', { name: 'Lessons of Tu primera tienda en línea' });
    expect(within(lessons).getByRole('row', { name: /Elige tu plataforma/ })).toHaveTextContent(/9.*7.*2/);
  });

  it("shows crecer only crecer's modules", async () => {
    renderScreen('', 'crecer');
    expect(await screen.findByRole('table', { name: 'Módulos: empezaron y terminaron' })).toHaveTextContent(
      'Tu primera tienda en línea',
    );
    expect(screen.queryByText(/Vende más por WhatsApp/)).toBeNull();
  });

  it('says how old its figures are', async () => {
    renderScreen();
    expect(await screen.findByText('Datos de hace 7 minutos')).toBeInTheDocument();
  });
});
