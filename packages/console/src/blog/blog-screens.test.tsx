import { server } from '@aula/mocks/node';
import { useMswServer } from '@aula/testing/msw';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import { consoleSession } from '../test/console-session';
import { letProseMirrorMeasure, renderBlogScreen as renderScreen } from '../test/render-blog-screen';
import { firstUploadedPicture, recordSaves, uploadPicture } from '../test/upload-picture';
import { BlogListScreen } from './blog-list-screen';
import { PostEditorScreen } from './post-editor-screen';

useMswServer();

beforeAll(letProseMirrorMeasure);

describe('BlogListScreen', () => {
  it("lists the ally's posts, drafts first, none of another ally's", async () => {
    renderScreen(<BlogListScreen />, 'consoleBlog', 'consola/blog');
    const table = await screen.findByRole('table');
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((row) => row.textContent)).toEqual([
      expect.stringMatching(/Precios de temporada.*MX.*Borrador/),
      expect.stringMatching(/Cobra con QR.*CO.*Publicada/),
    ]);
    expect(screen.queryByText('Inventario semanal')).not.toBeInTheDocument();
    // The platform's draft is staff's to edit: an ally's team does not see it.
    expect(screen.queryByText('Ventas de fin de año')).not.toBeInTheDocument();
    expect(within(rows[0] as HTMLElement).getByRole('link')).toHaveAttribute('href', '/mx/impulsa/consola/blog/501');
  });

  it("shows staff the platform's posts of the ally's countries, marked as for every ally", async () => {
    renderScreen(<BlogListScreen />, 'consoleBlog', 'consola/blog', { access: 'staff' });
    const link = await screen.findByRole('link', { name: 'Ventas de fin de año' });
    expect(link.closest('td')).toHaveTextContent('Para todos los aliados');
    expect(screen.getByRole('link', { name: 'Precios de temporada' }).closest('td')).not.toHaveTextContent(
      'Para todos los aliados',
    );
  });
});

describe('PostEditorScreen', () => {
  it('shows a published post’s address as fixed, without a slug field', async () => {
    renderScreen(<PostEditorScreen />, 'consoleBlogPost', 'consola/blog/502');
    expect(await screen.findByText('Publicada en /blog/cobra-con-qr: la dirección ya no cambia.')).toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: 'Dirección (slug)' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Retirar del blog' })).toBeInTheDocument();
  });

  it('publishes a saved draft and says so', async () => {
    renderScreen(<PostEditorScreen />, 'consoleBlogPost', 'consola/blog/501');
    await userEvent.click(await screen.findByRole('button', { name: 'Publicar' }));
    expect(await screen.findByText('Publicada: ya está en el blog.')).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Retirar del blog' })).toBeInTheDocument();
  });

  it("links words of the body through the editor's dialog without saving the post (the editor is inside its form)", async () => {
    const writes: string[] = [];
    const listen = ({ request }: { request: Request }) => {
      if (request.method !== 'GET') writes.push(`${request.method} ${new URL(request.url).pathname}`);
    };
    server.events.on('request:start', listen);
    try {
      renderScreen(<PostEditorScreen />, 'consoleBlogPost', 'consola/blog/501');
      const body = await screen.findByRole('textbox', { name: 'Texto' });
      expect(body.closest('form')).not.toBeNull();
      await userEvent.click(body);
      await userEvent.click(screen.getByRole('button', { name: 'Enlace' }));
      const dialog = await screen.findByRole('dialog', { name: 'Enlace' });
      await userEvent.type(
        within(dialog).getByRole('textbox', { name: 'Dirección del enlace' }),
        'www.tienda.mx{Enter}',
      );
      expect(await screen.findByRole('link', { name: 'https://www.tienda.mx' })).toBeInTheDocument();
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
      expect(writes).toEqual([]);
    } finally {
      server.events.removeListener('request:start', listen);
    }
  });

  it("sends a cover uploaded beside its address with the post's save, shown under the post's title", async () => {
    const saves = recordSaves(server.events);
    try {
      renderScreen(<PostEditorScreen />, 'consoleBlogPost', 'consola/blog/501');
      const title = await screen.findByRole('textbox', { name: 'Título' });
      await uploadPicture('Imagen de portada (dirección)');
      expect(screen.getByRole('img', { name: (title as HTMLInputElement).value })).toHaveAttribute(
        'src',
        firstUploadedPicture('impulsa'),
      );
      await userEvent.click(screen.getByRole('button', { name: 'Guardar' }));
      await waitFor(() =>
        expect(saves.bodies).toEqual([expect.objectContaining({ cover_image_url: firstUploadedPicture('impulsa') })]),
      );
    } finally {
      saves.stop();
    }
  });

  it('names the field when the contract refuses the form (an empty title)', async () => {
    renderScreen(<PostEditorScreen />, 'consoleBlogPost', 'consola/blog/nueva');
    await userEvent.click(await screen.findByRole('button', { name: 'Guardar' }));
    const title = await screen.findByRole('textbox', { name: 'Título' });
    expect(title).toHaveAttribute('aria-invalid', 'true');
  });

  it('tells the second editor of a conflict and keeps their text until they choose', async () => {
    renderScreen(<PostEditorScreen />, 'consoleBlogPost', 'consola/blog/501');
    const title = await screen.findByRole('textbox', { name: 'Título' });
    // Another editor saved version 2 first: the mock world moves to version 3 behind this screen.
    const other = consoleSession('ally_admin', 'impulsa');
    await fetch('/api/console/posts/501/', {
      method: 'PUT',
      headers: { 'content-type': 'application/json', 'x-aula-ally': other.site.allyCode },
      body: JSON.stringify({
        country: 'mx',
        title: 'Lo guardó Adriana',
        body_html: '<p>x</p>',
        author: 'Adriana',
        version: 2,
      }),
    });
    await userEvent.clear(title);
    await userEvent.type(title, 'Lo mío');
    await userEvent.click(screen.getByRole('button', { name: 'Guardar' }));
    expect(await screen.findByRole('alert', { name: /Alguien guardó/ })).toBeInTheDocument();
    expect(title).toHaveValue('Lo mío');
    await userEvent.click(screen.getByRole('button', { name: 'Ver la versión guardada' }));
    expect(await screen.findByDisplayValue('Lo guardó Adriana')).toBeInTheDocument();
  });
});
