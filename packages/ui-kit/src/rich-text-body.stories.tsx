import type { Meta, StoryObj } from '@storybook/react-vite';
import { RichTextBody } from './rich-text-body';

const meta = {
  component: RichTextBody,
  args: {
    children: (
      <>
        <h2>Conoce a tu cliente</h2>
        <p>
          Pregunta, escucha y anota. <a href="/guia">Descarga la guía</a> para empezar.
        </p>
        <ul>
          <li>¿Qué compra?</li>
          <li>¿Cuándo vuelve?</li>
        </ul>
        <blockquote>Vender es escuchar.</blockquote>
      </>
    ),
  },
} satisfies Meta<typeof RichTextBody>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A heading, a paragraph with a link, a list and a quote, as a lesson's reading shows them. */
export const Reading: Story = {};
