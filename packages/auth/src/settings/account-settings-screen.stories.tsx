import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { accountScreen, signedInLearner, wordsOf } from '../account-story';
import { AccountSettingsScreen } from './account-settings-screen';

const meta = {
  component: AccountSettingsScreen,
  ...accountScreen('accountSettings'),
  beforeEach: signedInLearner,
} satisfies Meta<typeof AccountSettingsScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A learner with a password: changing it asks for the current one. */
export const ChangePassword: Story = {
  play: async ({ canvasElement, globals }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('button', { name: wordsOf(globals).settings.changeSubmit })).toBeVisible();
  },
};
