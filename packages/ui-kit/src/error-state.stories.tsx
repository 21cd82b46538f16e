import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { ErrorState } from './error-state';

const meta = {
  component: ErrorState,
  args: { message: 'No pudimos cargar las lecciones. Revisa tu conexión.' },
} satisfies Meta<typeof ErrorState>;

export default meta;
type Story = StoryObj<typeof meta>;

export const WithoutRetry: Story = {};
export const WithRetry: Story = { args: { onRetry: fn() } };
export const Retrying: Story = { args: { onRetry: fn(), retrying: true, title: 'Sin conexión' } };
