import { handlers } from '@aula/mocks/handlers';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { delay, HttpResponse, http } from 'msw';
import { expect, within } from 'storybook/test';
import { accountScreen, signedInLearner, wordsOf } from '../account-story';
import { RemindersScreen } from './reminders-screen';

const meta = {
  component: RemindersScreen,
  ...accountScreen('accountReminders'),
  beforeEach: signedInLearner,
} satisfies Meta<typeof RemindersScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A learner who never chose: nothing is sent until the box is ticked. */
export const NeverChose: Story = {
  play: async ({ canvasElement, globals }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('checkbox', { name: wordsOf(globals).reminders.optIn })).not.toBeChecked();
  },
};

/** Opted in at registration, on WhatsApp only (no email on the account): the record says when. */
export const OptedInAtRegistration: Story = {
  parameters: {
    msw: [
      http.get('*/api/account/reminders/', () =>
        HttpResponse.json({
          optedIn: true,
          channel: 'whatsapp',
          frequency: 'weekly',
          quietHours: { start: 21, end: 8 },
          timeZone: 'America/Mexico_City',
          language: 'es',
          consent: { optedIn: true, channel: 'whatsapp', source: 'registration', at: '2026-11-20T15:00:00Z' },
          history: [],
          reachableBy: ['whatsapp'],
        }),
      ),
      ...handlers,
    ],
  },
  play: async ({ canvasElement, globals }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('checkbox', { name: wordsOf(globals).reminders.optIn })).toBeChecked();
  },
};

/** While the preferences load: their placeholder, announced. */
export const Loading: Story = {
  parameters: {
    msw: [
      http.get('*/api/account/reminders/', async () => {
        await delay('infinite');
        return HttpResponse.json({});
      }),
      ...handlers,
    ],
  },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('status')).toBeVisible();
  },
};

/** Offline: says so, with a retry. */
export const Offline: Story = {
  parameters: { msw: [http.get('*/api/account/reminders/', () => HttpResponse.error()), ...handlers] },
  play: async ({ canvasElement, globals }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(wordsOf(globals).reminders.offline)).toBeVisible();
  },
};
