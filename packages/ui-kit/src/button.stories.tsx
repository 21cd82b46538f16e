import type { Meta, StoryObj } from '@storybook/react-vite';
import { Button } from './button';

const meta = {
  component: Button,
  args: { children: 'Empieza gratis' },
} satisfies Meta<typeof Button>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Primary: Story = {};
export const Secondary: Story = { args: { variant: 'secondary', children: 'Elegir otro país' } };
export const Ghost: Story = { args: { variant: 'ghost', children: 'Cerrar sesión' } };
export const Loading: Story = { args: { loading: true, children: 'Iniciar sesión' } };
export const FullWidth: Story = { args: { block: true, children: 'Iniciar sesión' } };
