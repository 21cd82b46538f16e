import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { ChangeHistory } from './change-history';
import { ConflictNotice } from './conflict-notice';
import { ConsoleHomeScreen } from './console-home-screen';
import { consoleAt, consoleStory, consoleWords } from './console-story';

const meta = {
  title: 'Console/Shell',
  component: ConsoleHomeScreen,
  ...consoleStory,
  parameters: consoleAt('console', 'consola'),
} satisfies Meta<typeof ConsoleHomeScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The console's frame and home for an ally admin: every place, the team among them. */
export const AdminHome: Story = {
  play: async ({ canvasElement, globals }) => {
    const words = consoleWords(globals).shell;
    const nav = await within(canvasElement).findByRole('navigation', { name: words.nav.label });
    await expect(within(nav).getByRole('link', { name: words.nav.team })).toBeVisible();
  },
};

/** An editor's console: content only, no team. */
export const EditorHome: Story = {
  parameters: consoleAt('console', 'consola', { consoleRole: 'ally_editor' }),
  play: async ({ canvasElement, globals }) => {
    const words = consoleWords(globals).shell;
    const nav = await within(canvasElement).findByRole('navigation', { name: words.nav.label });
    await expect(within(nav).queryByRole('link', { name: words.nav.team })).toBeNull();
  },
};

/** The history panel every editor screen shows: who changed the item, what and when. */
export const History: Story = {
  render: () => <ChangeHistory itemType="module" itemId={1} />,
  parameters: consoleAt('console', 'consola', { consoleFrame: false, layout: 'padded' }),
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findAllByRole('listitem')).toHaveLength(3);
  },
};

/** An item with no recorded change yet. */
export const HistoryEmpty: Story = {
  render: () => <ChangeHistory itemType="post" itemId={999} />,
  parameters: consoleAt('console', 'consola', { consoleFrame: false, layout: 'padded' }),
  play: async ({ canvasElement, globals }) => {
    await expect(await within(canvasElement).findByText(consoleWords(globals).shell.history.empty)).toBeVisible();
  },
};

/** Told to the second of two editors saving the same item; nothing is overwritten until they choose. */
export const EditConflict: Story = {
  render: () => <ConflictNotice onReload={() => {}} onKeepMine={() => {}} savedBy="Adriana Admin" />,
  parameters: consoleAt('console', 'consola', { consoleFrame: false, layout: 'padded' }),
  play: async ({ canvasElement, globals }) => {
    const words = consoleWords(globals).shell.conflict;
    const notice = await within(canvasElement).findByRole('alert');
    await expect(notice).toHaveFocus();
    await userEvent.tab();
    await expect(within(notice).getByRole('button', { name: words.reload })).toHaveFocus();
  },
};
