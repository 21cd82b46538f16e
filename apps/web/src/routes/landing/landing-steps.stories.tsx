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

/** The ally's own steps, written in its console, replace the site's three (here, two of them). */
export const AllyOwnSteps: Story = {
  args: {
    steps: [
      { title: 'Abre tu cuenta', text: 'Con tu teléfono, en un minuto.' },
      { title: 'Aprende a tu ritmo', text: 'Lecciones de cinco minutos entre cliente y cliente.' },
    ],
  },
  play: async ({ canvasElement }) => {
    const list = within(canvasElement).getByRole('list');
    await expect(within(list).getAllByRole('listitem')).toHaveLength(2);
    await expect(within(list).getByRole('heading', { name: 'Abre tu cuenta' })).toBeVisible();
  },
};
