import type { Meta, StoryObj } from '@storybook/react-vite';
import { AddressCheckDialog, ExitClassDialog } from './dialog-presets';

const meta = {
  component: ExitClassDialog,
  args: { open: true, onStay: () => {}, onLeave: () => {} },
} satisfies Meta<typeof ExitClassDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Leaving a live class before attendance counts (more than 30 minutes). */
export const ExitClass: Story = {};

/** Confirming the shipping address before continuing. */
export const AddressCheck: Story = {
  render: ({ open, onStay, onLeave }) => (
    <AddressCheckDialog
      open={open}
      address="Av. Insurgentes Sur 1602, Ciudad de México"
      onEdit={onStay}
      onContinue={onLeave}
    />
  ),
};

/** A caller's own reason for the doubt, e.g. a pin far from the chosen city. */
export const AddressCheckWithReason: Story = {
  render: ({ open, onStay, onLeave }) => (
    <AddressCheckDialog
      open={open}
      message="El punto del mapa está lejos de la ciudad que elegiste."
      onEdit={onStay}
      onContinue={onLeave}
    />
  ),
};
