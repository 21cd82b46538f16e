import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { PostCardSkeletons } from './post-card-skeletons';

const meta = {
  title: 'Blog/Post card skeletons',
  component: PostCardSkeletons,
  args: { label: 'Cargando artículos…', count: 3 },
} satisfies Meta<typeof PostCardSkeletons>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The list's shape while it loads, announced once to screen readers. */
export const Loading: Story = {
  play: async ({ canvasElement }) => {
    const status = within(canvasElement).getByRole('status');
    await expect(status).toHaveTextContent('Cargando artículos…');
    await expect(status.querySelectorAll('li')).toHaveLength(3);
  },
};
