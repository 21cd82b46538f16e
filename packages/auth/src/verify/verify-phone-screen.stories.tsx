import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { accountScreen, accountScreenAt, wordsOf } from '../account-story';
import { VerifyPhoneScreen } from './verify-phone-screen';

const meta = {
  component: VerifyPhoneScreen,
  // The registration just sent the code to this number.
  ...accountScreen('verifyPhone', { state: { phone: { country: 'mx', number: '55 5999 0010' }, sentAt: Date.now() } }),
} satisfies Meta<typeof VerifyPhoneScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The code box, and the resend button counting down. */
export const CodeSent: Story = {
  play: async ({ canvasElement, globals }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('textbox', { name: wordsOf(globals).fields.code })).toBeVisible();
  },
};

/** Opened without a registration behind it (a bookmark): asks where to send a new code. */
export const NoCodeYet: Story = {
  parameters: accountScreenAt('verifyPhone'),
  play: async ({ canvasElement, globals }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('button', { name: wordsOf(globals).verify.sendCode })).toBeVisible();
  },
};
