import type { Meta, StoryObj } from '@storybook/react-vite';
import { ConfirmDialog } from './confirm-dialog';
import { AddressCheckDialog, ExitClassDialog } from './dialog-presets';

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

/** Preset: leaving a live class before attendance counts (more than 30 minutes). */
export const ExitClass: Story = {
  render: ({ open, onCancel, onConfirm }) => <ExitClassDialog open={open} onStay={onCancel} onLeave={onConfirm} />,
};

/** Preset: confirming the shipping address before continuing. */
export const AddressCheck: Story = {
  render: ({ open, onCancel, onConfirm }) => (
    <AddressCheckDialog
      open={open}
      address="Av. Insurgentes Sur 1602, Ciudad de México"
      onEdit={onCancel}
      onContinue={onConfirm}
    />
  ),
};
