import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { RichTextEditor, type RichTextEditorProps } from './rich-text-editor';
import { withConsoleWords } from './story-i18n';

/** The editor with its value kept in the story, as a form would keep it. */
function Controlled(props: RichTextEditorProps) {
  const [value, setValue] = useState(props.value);
  return (
    <RichTextEditor
      {...props}
      value={value}
      onChange={(html) => {
        setValue(html);
        props.onChange(html);
      }}
    />
  );
}

const meta = {
  title: 'Console/Editing/Rich text editor',
  component: RichTextEditor,
  decorators: [withConsoleWords],
  render: (args) => <Controlled {...args} />,
  args: {
    label: 'Texto de la parte',
    hint: 'Lo que lee quien aprende. Títulos, listas, enlaces e imágenes.',
    value: '',
    onChange: fn(),
  },
} satisfies Meta<typeof RichTextEditor>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A new reading part: an empty area under the toolbar. */
export const Empty: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('textbox', { name: 'Texto de la parte' })).toBeVisible();
    await expect(canvas.getByRole('toolbar')).toBeVisible();
  },
};

/** Every format the server keeps: headings, bold, italic, underline, lists, quote, link, picture. */
export const EveryFormat: Story = {
  args: {
    value: `<h2>Tu flujo de efectivo</h2><p>Anota cada <strong>entrada</strong> y cada <em>salida</em>, <u>el mismo día</u>.</p>
<h3>Lo que necesitas</h3><ul><li><p>Tus ventas del mes</p></li><li><p>Tus gastos fijos</p></li></ul>
<ol><li><p>Suma las entradas</p></li><li><p>Resta las salidas</p></li></ol>
<blockquote><p>Lo que no se mide no se puede mejorar.</p></blockquote>
<p>Más en <a href="https://www.gob.mx" rel="noopener noreferrer">la guía oficial</a>.</p>`,
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const area = canvas.getByRole('textbox', { name: 'Texto de la parte' });
    await userEvent.click(within(area).getByText('entrada'));
    await expect(canvas.getByRole('button', { name: 'Negrita' })).toHaveAttribute('aria-pressed', 'true');
  },
};

/** A required text left empty: the error under the box, read with the area. */
export const WithError: Story = {
  args: { error: 'Escribe el texto de la parte.' },
  play: async ({ canvasElement }) => {
    const area = within(canvasElement).getByRole('textbox', { name: 'Texto de la parte' });
    await expect(area).toHaveAttribute('aria-invalid', 'true');
    await expect(area).toHaveAccessibleDescription(expect.stringContaining('Escribe el texto de la parte.'));
  },
};

/**
 * The picture dialog with a picture source (the console puts its uploader and library there; the
 * library's own stories show them): a picked picture fills the address with its site address.
 */
export const ImageDialogOpen: Story = {
  args: {
    value: '<p>Así se ve un mostrador ordenado:</p>',
    pictureSource: (pick) => (
      <button type="button" onClick={() => pick({ url: '/media/demo/covers/impulsa/conoce-a-tu-cliente-ideal.svg' })}>
        Elegir la foto del mostrador
      </button>
    ),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Imagen' }));
    const dialog = within(canvasElement.ownerDocument.body).getByRole('dialog', { name: 'Imagen' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Elegir la foto del mostrador' }));
    await expect(within(dialog).getByRole('textbox', { name: 'Dirección de la imagen' })).toHaveValue(
      '/media/demo/covers/impulsa/conoce-a-tu-cliente-ideal.svg',
    );
  },
};

/** The link dialog after an address the server would refuse. */
export const LinkDialogRefusing: Story = {
  args: { value: '<p>Visita nuestra tienda</p>' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(within(canvas.getByRole('textbox')).getByText('Visita nuestra tienda'));
    await userEvent.click(canvas.getByRole('button', { name: 'Enlace' }));
    const dialog = within(canvasElement.ownerDocument.body).getByRole('dialog', { name: 'Enlace' });
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Dirección del enlace' }), 'javascript:alert(1)');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Guardar enlace' }));
    await expect(await within(dialog).findByText(/Escribe una dirección que empiece con https:\/\//)).toBeVisible();
  },
};
