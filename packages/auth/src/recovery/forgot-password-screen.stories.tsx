import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { accountScreen, wordsOf } from '../account-story';
import { ForgotPasswordScreen } from './forgot-password-screen';

const meta = {
  component: ForgotPasswordScreen,
  ...accountScreen('forgotPassword'),
} satisfies Meta<typeof ForgotPasswordScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Asking for a reset link, by email or by WhatsApp. */
export const AskForALink: Story = {
  play: async ({ canvasElement, globals }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: wordsOf(globals).recovery.title })).toBeVisible();
  },
};
