import type { Meta, StoryObj } from '@storybook/react-vite';
import { LessonCardSkeleton, MediaCardSkeleton } from './card-skeletons';
import { CardGrid } from './page';

const meta = {
  component: MediaCardSkeleton,
  render: (args) => (
    <CardGrid as="div">
      <MediaCardSkeleton {...args} />
      <MediaCardSkeleton {...args} />
    </CardGrid>
  ),
} satisfies Meta<typeof MediaCardSkeleton>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Modules, posts and achievements while they load. */
export const MediaCards: Story = {};
/** A shorter card (two lines). */
export const Short: Story = { args: { lines: 2 } };
/** Lesson cards while a list loads: the same shape as LessonCard at every width. */
export const LessonCards: Story = {
  render: () => (
    <CardGrid as="div">
      <LessonCardSkeleton />
      <LessonCardSkeleton />
      <LessonCardSkeleton />
    </CardGrid>
  ),
};
