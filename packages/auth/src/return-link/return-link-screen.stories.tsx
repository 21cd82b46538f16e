import { MOCK_RETURN_LINKS } from '@aula/mocks/fixtures/return-links';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { accountScreen, accountScreenAt, wordsOf } from '../account-story';
import { ReturnLinkScreen } from './return-link-screen';

const meta = {
  component: ReturnLinkScreen,
  ...accountScreen('returnLink', { query: { t: MOCK_RETURN_LINKS.used } }),
} satisfies Meta<typeof ReturnLinkScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A reminder's link opened a second time: why it no longer signs in, and the sign-in. */
export const UsedLink: Story = {
  play: async ({ canvasElement, globals }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: wordsOf(globals).returnLink.usedTitle })).toBeVisible();
  },
};

/** A link past its days. */
export const ExpiredLink: Story = {
  parameters: accountScreenAt('returnLink', { query: { t: MOCK_RETURN_LINKS.expired } }),
  play: async ({ canvasElement, globals }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: wordsOf(globals).returnLink.expiredTitle })).toBeVisible();
  },
};

/** A link that opens nothing on this site (cut short, another ally's). */
export const InvalidLink: Story = {
  parameters: accountScreenAt('returnLink', { query: {} }),
  play: async ({ canvasElement, globals }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: wordsOf(globals).returnLink.invalidTitle })).toBeVisible();
  },
};
