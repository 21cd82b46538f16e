import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { accountScreen, wordsOf } from '../account-story';
import { LoginScreen } from './login-screen';

const meta = { component: LoginScreen, ...accountScreen('login') } satisfies Meta<typeof LoginScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The phone first: the learner's usual way in (then a password or a PIN). */
export const WithPhone: Story = {
  play: async ({ canvasElement, globals }) => {
    const words = wordsOf(globals);
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: words.signIn.title })).toBeVisible();
    await expect(canvas.getByRole('tab', { name: words.signIn.withPhone })).toHaveAttribute('aria-selected', 'true');
  },
};

/** The email tab, one press away. */
export const WithEmail: Story = {
  play: async ({ canvasElement, globals }) => {
    const words = wordsOf(globals);
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('tab', { name: words.signIn.withEmail }));
    await expect(canvas.getByRole('tab', { name: words.signIn.withEmail })).toHaveAttribute('aria-selected', 'true');
  },
};
