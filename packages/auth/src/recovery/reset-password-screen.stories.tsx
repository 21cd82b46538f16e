import { EXPIRED_RESET_TOKEN, RESET_UIDB64, VALID_RESET_TOKEN } from '@aula/mocks/fixtures/secrets';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { accountScreen, accountScreenAt, wordsOf } from '../account-story';
import { ResetPasswordScreen } from './reset-password-screen';

const meta = {
  component: ResetPasswordScreen,
  ...accountScreen('resetPassword', { query: { uidb64: RESET_UIDB64, token: VALID_RESET_TOKEN } }),
} satisfies Meta<typeof ResetPasswordScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A fresh link from the email: the new password, twice. */
export const ValidLink: Story = {
  play: async ({ canvasElement, globals }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('button', { name: wordsOf(globals).reset.submit })).toBeVisible();
  },
};

/** A link past its time: says so and offers a new one. */
export const ExpiredLink: Story = {
  parameters: accountScreenAt('resetPassword', { query: { uidb64: RESET_UIDB64, token: EXPIRED_RESET_TOKEN } }),
  play: async ({ canvasElement, globals }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(wordsOf(globals).reset.deadTitle)).toBeVisible();
  },
};
