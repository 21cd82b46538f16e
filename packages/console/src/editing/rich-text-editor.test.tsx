import { renderWithProviders } from '@aula/testing/render';
import { screen, waitFor, within } from '@testing-library/react';
import { type FormEvent, useState } from 'react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { consoleMessages } from '../messages';
import { imageAddressOf } from './image-dialog';
import { RichTextEditor, type RichTextEditorProps } from './rich-text-editor';

// jsdom draws nothing: ProseMirror asks where the selection is on screen to scroll it into view.
beforeAll(() => {
  const rect = { x: 0, y: 0, top: 0, left: 0, bottom: 0, right: 0, width: 0, height: 0, toJSON: () => ({}) };
  Range.prototype.getClientRects = () => Object.assign([], { item: () => null }) as unknown as DOMRectList;
  Range.prototype.getBoundingClientRect = () => rect as DOMRect;
  document.elementFromPoint = () => null;
});

function Harness(props: Partial<RichTextEditorProps> & { initial?: string; onHtml?: (html: string) => void }) {
  const [html, setHtml] = useState(props.initial ?? '');
  return (
    <RichTextEditor
      label="Texto de la parte"
      hint="Lo que lee quien aprende"
      {...props}
      value={html}
      onChange={(next) => {
        setHtml(next);
        props.onHtml?.(next);
      }}
    />
  );
}

function renderEditor(props: Parameters<typeof Harness>[0] = {}, language: 'es' | 'en' = 'es') {
  return renderWithProviders(<Harness {...props} />, { messages: [consoleMessages], language });
}

async function selectAllText(user: ReturnType<typeof renderEditor>['user']) {
  await user.click(screen.getByRole('textbox', { name: 'Texto de la parte' }));
  await user.keyboard('{Control>}a{/Control}');
}

describe('RichTextEditor', () => {
  it('names its area by the label and its toolbar buttons in Spanish, none pressed at first', () => {
    renderEditor({ initial: '<p>Hola</p>' });
    const area = screen.getByRole('textbox', { name: 'Texto de la parte' });
    expect(area).toHaveTextContent('Hola');
    expect(area).toHaveAccessibleDescription('Lo que lee quien aprende');
    const toolbar = screen.getByRole('toolbar', { name: 'Formato de «Texto de la parte»' });
    const bold = within(toolbar).getByRole('button', { name: 'Negrita' });
    expect(bold).toHaveAttribute('aria-pressed', 'false');
    expect(bold).toHaveAttribute('aria-keyshortcuts', 'Control+B Meta+B');
    expect(within(toolbar).getByRole('button', { name: 'Deshacer' })).toBeDisabled();
  });

  it('speaks English when the console does', () => {
    renderEditor({ initial: '<p>Hi</p>', label: 'Part text' }, 'en');
    expect(screen.getByRole('toolbar', { name: '“Part text” formatting' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Numbered list' })).toBeInTheDocument();
  });

  it('makes the selection bold from the toolbar, says so with aria-pressed, and reports the HTML', async () => {
    const onHtml = vi.fn();
    const { user } = renderEditor({ initial: '<p>Hola</p>', onHtml });
    await selectAllText(user);
    await user.click(screen.getByRole('button', { name: 'Negrita' }));
    expect(onHtml).toHaveBeenLastCalledWith('<p><strong>Hola</strong></p>');
    expect(screen.getByRole('button', { name: 'Negrita' })).toHaveAttribute('aria-pressed', 'true');
  });

  it('moves along the toolbar with the arrow keys, one Tab stop for all of it', async () => {
    const { user } = renderEditor({ initial: '<p>Hola</p>' });
    const toolbar = screen.getByRole('toolbar');
    expect(
      within(toolbar)
        .getAllByRole('button')
        .filter((button) => button.tabIndex === 0),
    ).toHaveLength(1);
    within(toolbar).getByRole('button', { name: 'Negrita' }).focus();
    await user.keyboard('{ArrowRight}');
    expect(within(toolbar).getByRole('button', { name: 'Cursiva' })).toHaveFocus();
    await user.keyboard('{ArrowLeft}{ArrowLeft}');
    expect(within(toolbar).getByRole('button', { name: 'Imagen' })).toHaveFocus();
  });

  it('links the selection after refusing an address the server would drop (tried: javascript:)', async () => {
    const onHtml = vi.fn();
    const { user } = renderEditor({ initial: '<p>Tienda</p>', onHtml });
    await selectAllText(user);
    await user.click(screen.getByRole('button', { name: 'Enlace' }));
    const dialog = await screen.findByRole('dialog', { name: 'Enlace' });
    const address = within(dialog).getByRole('textbox', { name: 'Dirección del enlace' });
    await user.type(address, 'javascript:alert(1)');
    await user.click(within(dialog).getByRole('button', { name: 'Guardar enlace' }));
    expect(address).toHaveAccessibleDescription(
      expect.stringContaining('Escribe una dirección que empiece con https://'),
    );
    expect(onHtml).not.toHaveBeenCalled();
    await user.clear(address);
    await user.type(address, 'www.tienda.mx');
    await user.click(within(dialog).getByRole('button', { name: 'Guardar enlace' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(onHtml).toHaveBeenLastCalledWith(
      '<p><a rel="noopener noreferrer" href="https://www.tienda.mx">Tienda</a></p>',
    );
  });

  it('opens the link dialog with Ctrl+K from the text, and Escape puts the focus back in the text', async () => {
    const { user } = renderEditor({ initial: '<p>Tienda</p>' });
    await user.click(screen.getByRole('textbox', { name: 'Texto de la parte' }));
    await user.keyboard('{Control>}k{/Control}');
    expect(await screen.findByRole('dialog', { name: 'Enlace' })).toBeInTheDocument();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByRole('textbox', { name: 'Texto de la parte' })).toHaveFocus();
  });

  it('inserts a picked picture by its site address only once it has a description, and keeps that description', async () => {
    const onHtml = vi.fn();
    const remember = vi.fn();
    const pictureSource = (pick: (image: { url: string; alt?: string; remember?: (alt: string) => void }) => void) => (
      <button type="button" onClick={() => pick({ url: '/media/uploads/impulsa/foto-640.webp', alt: '', remember })}>
        Elegir la foto
      </button>
    );
    const { user } = renderEditor({ initial: '<p>Antes</p>', onHtml, pictureSource });
    await user.click(screen.getByRole('textbox', { name: 'Texto de la parte' }));
    await user.click(screen.getByRole('button', { name: 'Imagen' }));
    const dialog = await screen.findByRole('dialog', { name: 'Imagen' });
    await user.click(within(dialog).getByRole('button', { name: 'Elegir la foto' }));
    expect(within(dialog).getByRole('textbox', { name: 'Dirección de la imagen' })).toHaveValue(
      '/media/uploads/impulsa/foto-640.webp',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Insertar imagen' }));
    const description = within(dialog).getByRole('textbox', { name: 'Descripción de la imagen' });
    expect(description).toHaveAccessibleDescription(
      expect.stringContaining('Describe la imagen o márcala como decorativa.'),
    );
    expect(onHtml).not.toHaveBeenCalled();
    await user.type(description, 'El mostrador de la tienda');
    await user.click(within(dialog).getByRole('button', { name: 'Insertar imagen' }));
    await waitFor(() => expect(onHtml).toHaveBeenCalled());
    expect(onHtml.mock.lastCall?.[0]).toContain(
      '<img src="/media/uploads/impulsa/foto-640.webp" alt="El mostrador de la tienda">',
    );
    expect(remember).toHaveBeenCalledExactlyOnceWith('El mostrador de la tienda');
  });

  it("stores a pasted full address of the site's own media as its site address; refuses data: and //host", () => {
    const origin = 'https://impulsa.example';
    expect(imageAddressOf(`${origin}/media/uploads/impulsa/foto-640.webp`, origin)).toBe(
      '/media/uploads/impulsa/foto-640.webp',
    );
    expect(imageAddressOf('/media/uploads/impulsa/foto-640.webp', origin)).toBe('/media/uploads/impulsa/foto-640.webp');
    expect(imageAddressOf('https://otro.example/foto.jpg', origin)).toBe('https://otro.example/foto.jpg');
    // Tried: another path of the site, a climb out of /media/, protocol-relative, data:.
    for (const bad of ['/api/me/', '/media/../api/me', '//evil.example/x.png', 'data:image/png;base64,AAAA']) {
      expect(imageAddressOf(bad, origin), bad).toBeNull();
    }
  });

  it("inside a screen's form, saves a link and a picture (Enter and the buttons) without submitting that form", async () => {
    const outerSubmit = vi.fn((event: FormEvent) => event.preventDefault());
    const onHtml = vi.fn();
    const { user } = renderWithProviders(
      <form onSubmit={outerSubmit}>
        <Harness initial="<p>Tienda</p>" onHtml={onHtml} />
        <button type="submit">Guardar la entrada</button>
      </form>,
      { messages: [consoleMessages] },
    );
    await selectAllText(user);
    await user.click(screen.getByRole('button', { name: 'Enlace' }));
    const linkDialog = await screen.findByRole('dialog', { name: 'Enlace' });
    // The dialog's form is not inside the page's form (a form in a form is invalid HTML).
    expect(linkDialog.parentElement?.closest('form')).toBeNull();
    await user.type(within(linkDialog).getByRole('textbox', { name: 'Dirección del enlace' }), 'www.tienda.mx{Enter}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(onHtml).toHaveBeenLastCalledWith(
      '<p><a rel="noopener noreferrer" href="https://www.tienda.mx">Tienda</a></p>',
    );

    await user.click(screen.getByRole('button', { name: 'Imagen' }));
    const imageDialog = await screen.findByRole('dialog', { name: 'Imagen' });
    await user.type(
      within(imageDialog).getByRole('textbox', { name: 'Dirección de la imagen' }),
      'https://media.example/foto.jpg',
    );
    await user.type(within(imageDialog).getByRole('textbox', { name: 'Descripción de la imagen' }), 'El mostrador');
    await user.click(within(imageDialog).getByRole('button', { name: 'Insertar imagen' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(onHtml.mock.lastCall?.[0]).toContain('<img src="https://media.example/foto.jpg" alt="El mostrador">');
    expect(outerSubmit).not.toHaveBeenCalled();

    // The page's own button still submits the page's form.
    await user.click(screen.getByRole('button', { name: 'Guardar la entrada' }));
    expect(outerSubmit).toHaveBeenCalledOnce();
  });

  it('shows a value given from outside (another version loaded) without reporting it as an edit', async () => {
    const onChange = vi.fn();
    function Reloading() {
      const [value, setValue] = useState('<p>Mío</p>');
      return (
        <>
          <button type="button" onClick={() => setValue('<p>De otra persona</p>')}>
            Cargar la otra versión
          </button>
          <RichTextEditor label="Texto" value={value} onChange={onChange} />
        </>
      );
    }
    const { user } = renderWithProviders(<Reloading />, { messages: [consoleMessages] });
    expect(screen.getByRole('textbox', { name: 'Texto' })).toHaveTextContent('Mío');
    await user.click(screen.getByRole('button', { name: 'Cargar la otra versión' }));
    await waitFor(() => expect(screen.getByRole('textbox', { name: 'Texto' })).toHaveTextContent('De otra persona'));
    expect(onChange).not.toHaveBeenCalled();
  });
});
