import type { Meta, StoryObj } from '@storybook/react-vite';
import { StarRatingDisplay } from './star-rating';

const meta = {
  component: StarRatingDisplay,
  args: { value: 4.3, count: 128 },
} satisfies Meta<typeof StarRatingDisplay>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Average: Story = {};
export const WithoutCount: Story = { args: { value: 3.5, count: undefined } };
export const NoRatings: Story = { args: { value: 0, count: 0 } };
