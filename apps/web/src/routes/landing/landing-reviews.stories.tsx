import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { LandingReviews } from './landing-reviews';
import { withAppMessages } from './landing-stories-i18n';

const meta = {
  title: 'Web/Landing/Reviews',
  component: LandingReviews,
  decorators: [withAppMessages],
} satisfies Meta<typeof LandingReviews>;

export default meta;
type Story = StoryObj<typeof meta>;

/** What the ally's customers said, as the ally wrote it in its console. */
export const AllyOwnReviews: Story = {
  args: {
    own: [
      { author: 'Rosa Méndez', business: 'Tortillería La Güera', rating: 4, comment: 'Ahora sé cuánto gano.' },
      { author: 'Luis Pérez', business: 'Taller El Rayo', rating: 5, comment: 'Cobro lo justo por cada arreglo.' },
    ],
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 2 })).toBeVisible();
    const list = canvas.getByRole('list');
    await expect(within(list).getAllByRole('listitem')).toHaveLength(2);
    await expect(within(list).getByText('Ahora sé cuánto gano.')).toBeVisible();
  },
};

/**
 * An ally that wrote no reviews: no section at all, and no stock customers quoted in its name
 * (the reviews catalogue is not asked for).
 */
export const NoReviews: Story = {
  args: { own: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('heading')).toBeNull();
    await expect(within(canvasElement).queryByRole('list')).toBeNull();
  },
};
