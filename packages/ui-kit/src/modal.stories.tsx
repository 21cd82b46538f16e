import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { Button } from './button';
import { Modal } from './modal';

/** Open the dialog, then try Tab (focus stays inside), Escape (closes) and focus returning. */
function ModalDemo() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button onClick={() => setOpen(true)}>Ver requisitos</Button>
      <Modal
        open={open}
        onClose={() => setOpen(false)}
        title="Requisitos del premio"
        description={<p>Completa las 5 lecciones del módulo y responde la encuesta de tu negocio.</p>}
      >
        <Button onClick={() => setOpen(false)} data-autofocus>
          Entendido
        </Button>
      </Modal>
    </>
  );
}

const meta = { component: ModalDemo } satisfies Meta<typeof ModalDemo>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Closed: Story = {};

export const Open: Story = {
  play: async ({ canvasElement }) => {
    canvasElement.querySelector('button')?.click();
  },
};
