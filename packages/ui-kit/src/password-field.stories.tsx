import type { Meta, StoryObj } from '@storybook/react-vite';
import { PasswordField } from './password-field';

const meta = {
  component: PasswordField,
  args: { label: 'Contraseña', autoComplete: 'current-password' },
} satisfies Meta<typeof PasswordField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};
export const WithError: Story = { args: { defaultValue: '123', error: 'Usa al menos 8 caracteres.' } };
export const Pin: Story = { args: { label: 'PIN', inputMode: 'numeric', hint: 'Los 4 dígitos que elegiste.' } };
