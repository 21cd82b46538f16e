import type { Meta, StoryObj } from '@storybook/react-vite';
import { LoadingOverlay } from './loading-overlay';

const meta = {
  component: LoadingOverlay,
  args: {
    visible: true,
    children: <p>Iniciando sesión con tu correo…</p>,
  },
} satisfies Meta<typeof LoadingOverlay>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Over the screen while a blocking request (sign-in) is in flight. */
export const Visible: Story = {};

export const WithCustomLabel: Story = { args: { label: 'Guardando tus datos…' } };

/** Toggle `visible` in the controls to watch the 300 ms fade-in and 200 ms fade-out. */
export const Hidden: Story = { args: { visible: false } };
