import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { LandingSteps } from './landing-steps';
import { withAppMessages } from './landing-stories-i18n';

const meta = {
  title: 'Web/Landing/Steps',
  component: LandingSteps,
  decorators: [withAppMessages],
} satisfies Meta<typeof LandingSteps>;

export default meta;
type Story = StoryObj<typeof meta>;

/** "Así funciona": three numbered steps, one column on a phone, three from tablets up. */
export const Steps: Story = {
  play: async ({ canvasElement }) => {
    const list = within(canvasElement).getByRole('list');
    await expect(within(list).getAllByRole('listitem')).toHaveLength(3);
  },
};
