import type { Meta, StoryObj } from '@storybook/react-vite';
import { TextField } from './text-field';

const meta = {
  component: TextField,
  args: { label: 'Correo electrónico', type: 'email', autoComplete: 'email' },
} satisfies Meta<typeof TextField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};
export const WithHint: Story = { args: { hint: 'Te enviaremos ahí tu constancia.' } };
export const WithError: Story = {
  args: { defaultValue: 'maria@', error: 'Escribe un correo completo, como nombre@ejemplo.com.' },
};
export const Disabled: Story = { args: { defaultValue: 'maria@ejemplo.com', disabled: true } };
