import type { Meta, StoryObj } from '@storybook/react-vite';
import { ConfirmDialog } from './confirm-dialog';

const meta = {
  component: ConfirmDialog,
  args: {
    open: true,
    title: '¿Borrar la lección de tus favoritos?',
    message: 'Podrás volver a marcarla cuando quieras.',
    confirmLabel: 'Borrar',
    cancelLabel: 'Cancelar',
    onConfirm: () => {},
    onCancel: () => {},
  },
} satisfies Meta<typeof ConfirmDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Generic: Story = {};
