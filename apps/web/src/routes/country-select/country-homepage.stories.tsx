import { setupStore } from '@aula/api-client/store';
import { handlers } from '@aula/mocks/handlers';
import { mockState } from '@aula/mocks/state';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { delay, HttpResponse, http } from 'msw';
import { type ReactNode, useState } from 'react';
import { Provider } from 'react-redux';
import { expect, within } from 'storybook/test';
import { withAppMessages } from '../landing/landing-stories-i18n';
import { CountryHomepage } from './country-homepage';

/** A store of its own per story, so one story's answer is never another's cache. */
function FreshStore({ children }: { children: ReactNode }) {
  const [store] = useState(() => setupStore());
  return <Provider store={store}>{children}</Provider>;
}

const meta = {
  title: 'Web/Country selection/Country home page',
  component: CountryHomepage,
  decorators: [
    withAppMessages,
    (Story) => (
      <FreshStore>
        <Story />
      </FreshStore>
    ),
  ],
  args: { country: 'mx' },
} satisfies Meta<typeof CountryHomepage>;

export default meta;
type Story = StoryObj<typeof meta>;

const homepagesOf = (answer: Parameters<typeof http.get>[1]) => [
  http.get('*/api/:country/homepages/', answer),
  ...handlers,
];

/** México's home page (msw): its title, subtitle and three highlights, as the ally choice shows it. */
export const Homepage: Story = {
  play: async ({ canvasElement }) => {
    const page = mockState().homepages.find((candidate) => candidate.country === 'mx');
    const region = await within(canvasElement).findByRole('region', { name: page?.title });
    await expect(within(region).getAllByRole('listitem')).toHaveLength(page?.highlights.length ?? 0);
  },
};

/** While it loads: a polite status saying what is coming. */
export const Loading: Story = {
  parameters: { msw: homepagesOf(() => delay('infinite')) },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('status')).toBeVisible();
  },
};

/** The API failed: the visitor is told and may retry (the allies stay below on the page). */
export const Failed: Story = {
  parameters: { msw: homepagesOf(() => HttpResponse.error()) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('alert')).toBeVisible();
    await expect(canvas.getByRole('button')).toBeEnabled();
  },
};

/** A country without a home page: nothing is drawn, the allies alone are offered. */
export const NoHomepage: Story = {
  args: { country: 'pe' },
  play: async ({ canvasElement }) => {
    await new Promise((resolve) => setTimeout(resolve, 300));
    await expect(within(canvasElement).queryByRole('region')).toBeNull();
  },
};
