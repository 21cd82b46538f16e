import { allyRoutePattern } from '@aula/contracts/site-paths';
import { server } from '@aula/mocks/node';
import { useMswServer } from '@aula/testing/msw';
import { renderWithProviders } from '@aula/testing/render';
import { AlertProvider } from '@aula/ui-kit/alert-provider';
import { AlertViewport } from '@aula/ui-kit/alerts';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { consoleMessages } from '../messages';
import { consoleSession } from '../test/console-session';
import { firstUploadedPicture, recordSaves, uploadPicture } from '../test/upload-picture';
import { LandingScreen } from './landing-screen';

useMswServer();

function renderScreen(language: 'es' | 'en' = 'es') {
  const session = consoleSession('ally_editor', 'impulsa');
  return renderWithProviders(
    <AlertProvider>
      <LandingScreen />
      <AlertViewport />
    </AlertProvider>,
    {
      route: '/mx/impulsa/consola/portada',
      path: allyRoutePattern('consoleLanding'),
      messages: [consoleMessages],
      preloadedState: session.preloadedState,
      language,
    },
  );
}

describe('LandingScreen', () => {
  it('names each step and review as a group of its fields, with no heading out of order, and says a landing quotes only what the ally wrote', async () => {
    renderScreen();
    // The demo wrote impulsa's three reviews: the team edits them as its own.
    expect(await screen.findByRole('group', { name: 'Opinión 3' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Añadir una opinión' }));
    await userEvent.click(screen.getByRole('button', { name: 'Añadir un paso' }));
    expect(screen.getByRole('group', { name: 'Opinión 4' })).toContainElement(
      screen.getByRole('textbox', { name: 'Nombre (opinión 4)' }),
    );
    expect(screen.getByRole('group', { name: 'Paso 1' })).toContainElement(
      screen.getByRole('textbox', { name: 'Título del paso 1' }),
    );
    // The page's one heading is its title: the groups' names are not headings a level below none.
    expect(screen.getAllByRole('heading').map((heading) => heading.tagName)).not.toContain('H3');
    expect(
      screen.getByText(
        'Escribe solo lo que tus clientes dijeron. Para ocultar esta sección de la portada, quita todas las opiniones.',
      ),
    ).toBeInTheDocument();
  });

  it('removes every review and saves, saying the landing shows no reviews section while there are none', async () => {
    const saves = recordSaves(server.events);
    try {
      renderScreen();
      await screen.findByRole('group', { name: 'Opinión 1' });
      expect(screen.queryByText('Sin opiniones: la portada no muestra esta sección.')).not.toBeInTheDocument();
      for (const number of [3, 2, 1]) {
        await userEvent.click(screen.getByRole('button', { name: `Quitar la opinión ${number}` }));
      }
      expect(screen.queryByRole('group', { name: /Opinión/ })).not.toBeInTheDocument();
      expect(screen.getByText('Sin opiniones: la portada no muestra esta sección.')).toHaveAttribute('role', 'status');
      await userEvent.click(screen.getByRole('button', { name: 'Guardar la portada' }));
      expect(await screen.findByText('Portada guardada: ya se ve en tu sitio.')).toBeInTheDocument();
      await waitFor(() => expect(saves.bodies).toEqual([expect.objectContaining({ reviews: [] })]));
      // Saved and loaded again, the landing still has none, and says so.
      expect(screen.getByText('Sin opiniones: la portada no muestra esta sección.')).toBeInTheDocument();
    } finally {
      saves.stop();
    }
  });

  it('adds a step and saves the landing, then says it shows on the site', async () => {
    renderScreen();
    await userEvent.click(await screen.findByRole('button', { name: 'Añadir un paso' }));
    await userEvent.type(screen.getByRole('textbox', { name: 'Título del paso 1' }), 'Regístrate');
    await userEvent.type(screen.getByRole('textbox', { name: 'Texto del paso 1' }), 'Con tu teléfono.');
    await userEvent.click(screen.getByRole('button', { name: 'Guardar la portada' }));
    expect(await screen.findByText('Portada guardada: ya se ve en tu sitio.')).toBeInTheDocument();
  });

  it("sends the hero image uploaded beside its address with the landing's save", async () => {
    const saves = recordSaves(server.events);
    try {
      renderScreen();
      await screen.findByRole('button', { name: 'Guardar la portada' });
      await uploadPicture('Imagen (dirección)');
      const heroTitle = screen.getByRole('textbox', { name: 'Título' }) as HTMLInputElement;
      expect(screen.getByRole('img', { name: heroTitle.value })).toHaveAttribute(
        'src',
        firstUploadedPicture('impulsa'),
      );
      await userEvent.click(screen.getByRole('button', { name: 'Guardar la portada' }));
      expect(await screen.findByText('Portada guardada: ya se ve en tu sitio.')).toBeInTheDocument();
      await waitFor(() =>
        expect(saves.bodies).toEqual([expect.objectContaining({ hero_image_url: firstUploadedPicture('impulsa') })]),
      );
    } finally {
      saves.stop();
    }
  });

  it('names each empty field of a new review instead of saving it', async () => {
    renderScreen();
    await userEvent.click(await screen.findByRole('button', { name: 'Añadir una opinión' }));
    await userEvent.click(screen.getByRole('button', { name: 'Guardar la portada' }));
    expect(await screen.findByRole('textbox', { name: 'Nombre (opinión 4)' })).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByRole('textbox', { name: 'Lo que dijo (opinión 4)' })).toHaveAttribute('aria-invalid', 'true');
    expect(screen.queryByText('Portada guardada: ya se ve en tu sitio.')).not.toBeInTheDocument();
  });

  it('speaks English when the editor does', async () => {
    renderScreen('en');
    expect(await screen.findByRole('heading', { level: 1, name: 'Landing page' })).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Save the landing page' })).toBeInTheDocument();
  });
});
