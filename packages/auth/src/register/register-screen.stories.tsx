import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { accountScreen, accountScreenAt, wordsOf } from '../account-story';
import { RegisterScreen } from './register-screen';

const meta = { component: RegisterScreen, ...accountScreen('register') } satisfies Meta<typeof RegisterScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A first visit: the full registration, the quick one and Facebook's a tab away. */
export const FirstVisit: Story = {
  play: async ({ canvasElement, globals }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: wordsOf(globals).register.title })).toBeVisible();
    await expect(canvas.getAllByRole('tab')).toHaveLength(3);
  },
};

/** Arriving from sign-in with a number that has no account: the number is already filled in. */
export const PhoneFromSignIn: Story = {
  parameters: accountScreenAt('register', { state: { phone: { country: 'mx', number: '55 5999 0010' } } }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByDisplayValue('55 5999 0010')).toBeVisible();
  },
};
