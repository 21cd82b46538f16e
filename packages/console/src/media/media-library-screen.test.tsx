import { allyRoutePattern } from '@aula/contracts/site-paths';
import { mockPictures } from '@aula/mocks/fixtures/media-pictures';
import { addMockMedia } from '@aula/mocks/handlers/console-media';
import { mockState } from '@aula/mocks/state';
import { useMswServer } from '@aula/testing/msw';
import { renderWithProviders } from '@aula/testing/render';
import { AlertProvider } from '@aula/ui-kit/alert-provider';
import { AlertViewport } from '@aula/ui-kit/alerts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { consoleMessages } from '../messages';
import { consoleSession } from '../test/console-session';
import { MediaLibraryScreen } from './media-library-screen';

useMswServer();

function renderLibrary(language: 'es' | 'en' = 'es') {
  const session = consoleSession('ally_editor', 'impulsa');
  return renderWithProviders(
    <AlertProvider>
      <MediaLibraryScreen />
      <AlertViewport />
    </AlertProvider>,
    {
      route: '/mx/impulsa/consola/imagenes',
      path: allyRoutePattern('consoleMedia'),
      messages: [consoleMessages],
      preloadedState: session.preloadedState,
      language,
    },
  );
}

const pictures = () => screen.findByRole('list', { name: 'Imágenes del aliado' });
const cardOf = async (name: string) => {
  const list = await pictures();
  const card = within(list)
    .getAllByRole('listitem')
    .find((item) => within(item).queryByText(name));
  if (!card) throw new Error(`no card for ${name}`);
  return card;
};

describe('MediaLibraryScreen', () => {
  it('says so when the ally has no picture yet, and lists one once uploaded', async () => {
    renderLibrary();
    expect(await screen.findByText('Todavía no has subido imágenes.')).toBeInTheDocument();
    const file = new File([new Uint8Array(2_000)], 'fachada.png', { type: 'image/png' });
    await userEvent.upload(screen.getByLabelText('Imagen'), file);
    expect(await cardOf('fachada.png')).toBeInTheDocument();
  });

  it('finds a picture by what it shows and says so when nothing matches', async () => {
    addMockMedia(1, mockPictures('impulsa'));
    renderLibrary();
    await cardOf('letrero.png');
    await userEvent.type(screen.getByRole('searchbox', { name: 'Buscar imágenes' }), 'verduras');
    await waitFor(() =>
      expect(within(screen.getByRole('list', { name: 'Imágenes del aliado' })).getAllByRole('listitem')).toHaveLength(
        1,
      ),
    );
    expect(await cardOf('mostrador.png')).toBeInTheDocument();
    await userEvent.clear(screen.getByRole('searchbox', { name: 'Buscar imágenes' }));
    await userEvent.type(screen.getByRole('searchbox', { name: 'Buscar imágenes' }), 'bicicleta');
    expect(await screen.findByText('Ninguna imagen coincide con «bicicleta».')).toBeInTheDocument();
  });

  it('saves what a picture shows, and refuses a description over 250 characters', async () => {
    addMockMedia(1, mockPictures('impulsa'));
    renderLibrary();
    const card = await cardOf('letrero.png');
    const description = within(card).getByRole('textbox', { name: 'Qué muestra «letrero.png»' });
    await userEvent.type(description, 'El letrero de la tienda');
    await userEvent.click(within(card).getByRole('button', { name: 'Guardar descripción' }));
    expect(await screen.findByText('Guardamos la descripción de «letrero.png».')).toBeInTheDocument();
    expect(await screen.findByRole('img', { name: 'El letrero de la tienda' })).toBeInTheDocument();

    const again = within(await cardOf('letrero.png')).getByRole('textbox', { name: 'Qué muestra «letrero.png»' });
    await userEvent.clear(again);
    await userEvent.click(again);
    await userEvent.paste('a'.repeat(251));
    await userEvent.click(within(await cardOf('letrero.png')).getByRole('button', { name: 'Guardar descripción' }));
    expect(again).toHaveAccessibleDescription(expect.stringContaining('Escribe como máximo 250 caracteres.'));
  });

  it('names where a picture is used before deleting it, and deletes it once confirmed', async () => {
    addMockMedia(1, mockPictures('impulsa'));
    const reading = mockState().curriculum.parts.find((part) => part.id === 5002);
    if (!reading) throw new Error('no reading 5002 in the fixtures');
    reading.body_html = '<p>Así:</p><img src="/media/uploads/impulsa/picture-902-640.webp" alt="Un mostrador">';
    renderLibrary();
    await userEvent.click(
      within(await cardOf('mostrador.png')).getByRole('button', { name: 'Eliminar «mostrador.png»' }),
    );
    const dialog = await screen.findByRole('dialog', { name: '«mostrador.png» todavía se usa' });
    expect(dialog).toHaveTextContent('la parte «Lectura: preguntas clave» de la lección «Conoce a tus clientes»');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancelar' }));
    expect(await cardOf('mostrador.png')).toBeInTheDocument();

    await userEvent.click(
      within(await cardOf('mostrador.png')).getByRole('button', { name: 'Eliminar «mostrador.png»' }),
    );
    await userEvent.click(
      within(await screen.findByRole('dialog', { name: '«mostrador.png» todavía se usa' })).getByRole('button', {
        name: 'Eliminar de todos modos',
      }),
    );
    expect(await screen.findByText('Eliminamos «mostrador.png».')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByText('mostrador.png')).toBeNull());
  });

  it('asks a plain question for a picture nothing uses', async () => {
    addMockMedia(1, mockPictures('impulsa'));
    renderLibrary('en');
    const list = await screen.findByRole('list', { name: "The ally's pictures" });
    const card = within(list)
      .getAllByRole('listitem')
      .find((item) => within(item).queryByText('letrero.png'));
    if (!card) throw new Error('no card');
    await userEvent.click(within(card).getByRole('button', { name: 'Delete “letrero.png”' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete “letrero.png”?' });
    expect(dialog).toHaveTextContent('No lesson, post or page uses it.');
  });
});
