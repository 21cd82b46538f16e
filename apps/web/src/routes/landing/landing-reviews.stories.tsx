import { setupStore } from '@aula/api-client/store';
import { handlers } from '@aula/mocks/handlers';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { HttpResponse, http } from 'msw';
import { type ReactNode, useState } from 'react';
import { Provider } from 'react-redux';
import { expect, within } from 'storybook/test';
import { LandingReviews } from './landing-reviews';
import { withAppMessages } from './landing-stories-i18n';

/** A store of its own per story, so one story's answers are never another's cache. */
function FreshStore({ children }: { children: ReactNode }) {
  const [store] = useState(() => setupStore());
  return <Provider store={store}>{children}</Provider>;
}

const meta = {
  title: 'Web/Landing/Reviews',
  component: LandingReviews,
  decorators: [
    withAppMessages,
    (Story) => (
      <FreshStore>
        <Story />
      </FreshStore>
    ),
  ],
  args: { country: 'mx' },
} satisfies Meta<typeof LandingReviews>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Three testimonials from the reviews catalogue (msw), the visitor's country first. */
export const Reviews: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 2 })).toBeVisible();
    await expect(within(canvas.getByRole('list')).getAllByRole('listitem')).toHaveLength(3);
  },
};

/** An empty catalogue: the section leaves the page rather than showing an empty heading. */
export const NoReviews: Story = {
  parameters: { msw: [http.get('*/api/catalogs/reviews/', () => HttpResponse.json([])), ...handlers] },
  play: async ({ canvasElement }) => {
    await new Promise((resolve) => setTimeout(resolve, 300));
    await expect(within(canvasElement).queryByRole('heading')).toBeNull();
  },
};

/** Reviews the ally chose in its console replace the catalogue's (which is not even asked for). */
export const AllyOwnReviews: Story = {
  args: {
    own: [{ author: 'Rosa Méndez', business: 'Tortillería La Güera', rating: 4, comment: 'Ahora sé cuánto gano.' }],
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const list = await canvas.findByRole('list');
    await expect(within(list).getAllByRole('listitem')).toHaveLength(1);
    await expect(within(list).getByText('Ahora sé cuánto gano.')).toBeVisible();
  },
};
