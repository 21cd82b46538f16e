import { handlers } from '@aula/mocks/handlers';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { delay, HttpResponse, http } from 'msw';
import { expect, within } from 'storybook/test';
import { accountScreen, signedInLearner, wordsOf } from '../account-story';
import { SessionsScreen } from './sessions-screen';

const meta = {
  component: SessionsScreen,
  ...accountScreen('sessions'),
  beforeEach: signedInLearner,
} satisfies Meta<typeof SessionsScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Every device with the account open, this one marked. */
export const Listed: Story = {
  play: async ({ canvasElement, globals }) => {
    const canvas = within(canvasElement);
    const list = await canvas.findByRole('list', { name: wordsOf(globals).sessions.listLabel });
    await expect(within(list).getAllByRole('listitem').length).toBeGreaterThan(0);
  },
};

/** While the list loads: its placeholder, announced. */
export const Loading: Story = {
  parameters: {
    msw: [
      http.get('*/api/sessions/', async () => {
        await delay('infinite');
        return HttpResponse.json([]);
      }),
      ...handlers,
    ],
  },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('status')).toBeVisible();
  },
};
