import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { accountScreen, accountScreenAt, wordsOf } from '../account-story';
import { ResetPinScreen } from './reset-pin-screen';

const meta = { component: ResetPinScreen, ...accountScreen('resetPin') } satisfies Meta<typeof ResetPinScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Asking for a code by WhatsApp to choose a new PIN. */
export const AskForACode: Story = {
  play: async ({ canvasElement, globals }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('button', { name: wordsOf(globals).pin.sendCode })).toBeVisible();
  },
};

/** From sign-in's "forgot your PIN?": the number the learner typed is already there. */
export const PhoneFromSignIn: Story = {
  parameters: accountScreenAt('resetPin', { state: { phone: { country: 'mx', number: '55 5999 0010' } } }),
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByDisplayValue('55 5999 0010')).toBeVisible();
  },
};
