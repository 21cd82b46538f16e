import type { Meta, StoryObj } from '@storybook/react-vite';
import { LoadingState } from './loading-state';

const meta = { component: LoadingState } satisfies Meta<typeof LoadingState>;

export default meta;
type Story = StoryObj<typeof meta>;

export const DefaultLabel: Story = {};
export const CustomLabel: Story = { args: { label: 'Cargando tus lecciones…' } };
