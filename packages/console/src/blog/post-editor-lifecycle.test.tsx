import { server } from '@aula/mocks/node';
import { useMswServer } from '@aula/testing/msw';
import { screen, waitFor, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { letProseMirrorMeasure, renderBlogScreen } from '../test/render-blog-screen';
import { PostEditorScreen } from './post-editor-screen';

useMswServer();
beforeAll(letProseMirrorMeasure);

const openEditor = (postId: number | 'nueva', options?: Parameters<typeof renderBlogScreen>[3]) =>
  renderBlogScreen(<PostEditorScreen />, 'consoleBlogPost', `consola/blog/${postId}`, options);

/** The writes the screen sends, as `METHOD /path`. */
function recordWrites() {
  const writes: string[] = [];
  const listen = ({ request }: { request: Request }) => {
    if (request.method !== 'GET') writes.push(`${request.method} ${new URL(request.url).pathname}`);
  };
  server.events.on('request:start', listen);
  return { writes, stop: () => server.events.removeListener('request:start', listen) };
}

describe('a new post’s address', () => {
  it('is written from the title without accents as it is typed, and stays the editor’s once changed', async () => {
    const { user } = openEditor('nueva');
    const title = await screen.findByRole('textbox', { name: 'Título' });
    const slug = screen.getByRole('textbox', { name: 'Dirección (slug)' });
    await user.type(title, 'Cómo vender más');
    expect(slug).toHaveValue('como-vender-mas');

    await user.clear(slug);
    await user.type(slug, 'vender-mas');
    await user.type(title, ' en diciembre');
    expect(slug).toHaveValue('vender-mas');
  });

  it('says under the field that the ally already has a post there, the text kept', async () => {
    const { user } = openEditor('nueva');
    // Post 501 of impulsa is at precios-de-temporada in Mexico.
    await user.type(await screen.findByRole('textbox', { name: 'Título' }), 'Precios de temporada');
    await user.click(screen.getByRole('button', { name: 'Guardar' }));
    const slug = screen.getByRole('textbox', { name: 'Dirección (slug)' });
    await waitFor(() => expect(slug).toHaveAttribute('aria-invalid', 'true'));
    expect(slug).toHaveAccessibleDescription(/Ya tienes una entrada con esta dirección en este país/);
    expect(slug).toHaveValue('precios-de-temporada');
  });

  it("says when a platform post of the country has the address (another ally's would not be told)", async () => {
    const { user } = openEditor('nueva');
    await user.type(await screen.findByRole('textbox', { name: 'Título' }), 'Ventas de fin de año');
    await user.click(screen.getByRole('button', { name: 'Guardar' }));
    const slug = screen.getByRole('textbox', { name: 'Dirección (slug)' });
    await waitFor(() =>
      expect(slug).toHaveAccessibleDescription(
        /Una entrada de la plataforma para todos los aliados ya usa esta dirección/,
      ),
    );
  });

  it('offers staff, and only staff, to write the post for every ally of the country', async () => {
    const team = openEditor('nueva');
    await screen.findByRole('textbox', { name: 'Título' });
    expect(screen.queryByRole('checkbox', { name: /Para todos los aliados/ })).not.toBeInTheDocument();
    team.unmount();
    openEditor('nueva', { access: 'staff' });
    expect(await screen.findByRole('checkbox', { name: /Para todos los aliados/ })).not.toBeChecked();
  });
});

describe('deleting, archiving and restoring a saved post', () => {
  it('asks first, naming the post; cancelling deletes nothing', async () => {
    const writes = recordWrites();
    try {
      const { user } = openEditor(501);
      await user.click(await screen.findByRole('button', { name: 'Eliminar' }));
      const dialog = await screen.findByRole('dialog', { name: '¿Eliminar «Precios de temporada»?' });
      expect(dialog).toHaveTextContent('Si solo quieres ocultarla, archívala.');
      await user.click(within(dialog).getByRole('button', { name: 'Cancelar' }));
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
      expect(writes.writes).toEqual([]);
    } finally {
      writes.stop();
    }
  });

  it('deletes once confirmed and goes back to the list', async () => {
    const writes = recordWrites();
    try {
      const { user } = openEditor(501);
      await user.click(await screen.findByRole('button', { name: 'Eliminar' }));
      const dialog = await screen.findByRole('dialog', { name: '¿Eliminar «Precios de temporada»?' });
      await user.click(within(dialog).getByRole('button', { name: 'Eliminar entrada' }));
      // The list is another route here: the editor (and this test's alerts with it) is left.
      expect(await screen.findByTestId('location')).toHaveTextContent('/mx/impulsa/consola/blog');
      expect(writes.writes).toEqual(['DELETE /api/console/posts/501/']);
    } finally {
      writes.stop();
    }
  });

  it('archives a published post (no publishing until it is restored) and restores it as a draft', async () => {
    const { user } = openEditor(502);
    await user.click(await screen.findByRole('button', { name: 'Archivar' }));
    expect(await screen.findByText(/Archivada: ya no está en el blog/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Publicar' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Retirar del blog' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Restaurar' }));
    expect(await screen.findByText('Restaurada: vuelve a ser borrador.')).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Publicar' })).toBeInTheDocument();
    // A draft again, its address can be edited.
    expect(screen.getByRole('textbox', { name: 'Dirección (slug)' })).toHaveValue('cobra-con-qr');
  });
});
