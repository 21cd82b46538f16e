import type { Meta, StoryObj } from '@storybook/react-vite';
import { Button } from './button';
import { EmptyState } from './empty-state';

const meta = {
  component: EmptyState,
  args: { message: 'Todavía no tienes lecciones en curso.' },
} satisfies Meta<typeof EmptyState>;

export default meta;
type Story = StoryObj<typeof meta>;

export const MessageOnly: Story = {};
export const WithAction: Story = { args: { action: <Button variant="secondary">Ver lecciones</Button> } };
