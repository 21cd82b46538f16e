import type { Meta, StoryObj } from '@storybook/react-vite';
import { ProgressBar } from './progress-bar';

const meta = {
  component: ProgressBar,
  args: { label: 'Avance del módulo', value: 40 },
} satisfies Meta<typeof ProgressBar>;

export default meta;
type Story = StoryObj<typeof meta>;

export const NotStarted: Story = { args: { value: 0 } };
export const InProgress: Story = {};
export const Complete: Story = { args: { value: 100 } };
