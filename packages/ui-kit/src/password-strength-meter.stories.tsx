import type { Meta, StoryObj } from '@storybook/react-vite';
import { PasswordStrengthMeter } from './password-strength-meter';

const meta = {
  component: PasswordStrengthMeter,
  args: { password: '' },
} satisfies Meta<typeof PasswordStrengthMeter>;

export default meta;
type Story = StoryObj<typeof meta>;

export const NothingTyped: Story = {};
export const Weak: Story = { args: { password: '12345678' } };
export const Fair: Story = { args: { password: 'mitienda' } };
export const Good: Story = { args: { password: 'Mitienda2026' } };
export const Strong: Story = { args: { password: 'la tienda de la esquina abre a las 8' } };
