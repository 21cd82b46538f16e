import { handlers } from '@aula/mocks/handlers';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { HttpResponse, http } from 'msw';
import { expect, userEvent, within } from 'storybook/test';
import { accountScreen, accountScreenAt, wordsOf } from '../account-story';
import { OptOutScreen } from './opt-out-screen';

/** A token of the mocks' shape: learner 1's opt-out link. */
const TOKEN = 'mock-opt-out-1-abcdef123456';

const meta = {
  component: OptOutScreen,
  ...accountScreen('remindersOptOut', { query: { t: TOKEN } }),
} satisfies Meta<typeof OptOutScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The link from a message: nothing changes until the button is tapped; then it says it worked. */
export const OneTap: Story = {
  parameters: {
    msw: [
      http.get('*/api/reminders/opt-out/', () =>
        HttpResponse.json({ optedOut: false, channel: 'whatsapp', allyName: 'Impulsa' }),
      ),
      ...handlers,
    ],
  },
  play: async ({ canvasElement, globals }) => {
    const canvas = within(canvasElement);
    const words = wordsOf(globals).reminders.optOut;
    const button = await canvas.findByRole('button', { name: words.confirm });
    await userEvent.click(button);
    await expect(await canvas.findByText(words.again)).toBeVisible();
  },
};

/** The learner had already opted out (a reply, another message's link): said at once, no button. */
export const AlreadyOut: Story = {
  play: async ({ canvasElement, globals }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(wordsOf(globals).reminders.optOut.already)).toBeVisible();
  },
};

/** A link cut short when copied: says it does not work, and the other ways out. */
export const BrokenLink: Story = {
  parameters: accountScreenAt('remindersOptOut', { query: { t: 'abc' } }),
  play: async ({ canvasElement, globals }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(wordsOf(globals).reminders.optOut.deadTitle)).toBeVisible();
  },
};
