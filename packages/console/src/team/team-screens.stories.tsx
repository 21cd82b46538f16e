import { MOCK_INVITATION_TOKEN } from '@aula/mocks/fixtures/team-invitations';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { consoleAt, consoleStory, consoleWords } from '../shell/console-story';
import { InvitationScreen } from './invitation-screen';
import { TeamScreen } from './team-screen';

const meta = {
  title: 'Console/Team',
  component: TeamScreen,
  ...consoleStory,
  parameters: consoleAt('consoleTeam', 'consola/equipo'),
} satisfies Meta<typeof TeamScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The admin's team: invite, the members with their roles, the pending invitation. */
export const Team: Story = {
  play: async ({ canvasElement, globals }) => {
    const words = consoleWords(globals).team;
    await expect(await within(canvasElement).findByRole('region', { name: words.members.title })).toBeVisible();
  },
};

/** An invitation sent: said under the form, and listed as pending. */
export const InvitationSent: Story = {
  play: async ({ canvasElement, globals }) => {
    const words = consoleWords(globals).team;
    const form = await within(canvasElement).findByRole('region', { name: words.invite.title });
    await userEvent.type(within(form).getByLabelText(words.invite.email), 'nueva@impulsa.example');
    await userEvent.click(within(form).getByRole('button', { name: words.invite.submit }));
    await expect(await within(form).findByText(/nueva@impulsa.example/)).toBeVisible();
  },
};

/** An editor on the team page: told it is the admins'. */
export const EditorRefused: Story = {
  parameters: consoleAt('consoleTeam', 'consola/equipo', { consoleRole: 'ally_editor' }),
  play: async ({ canvasElement, globals }) => {
    await expect(await within(canvasElement).findByText(consoleWords(globals).team.adminsOnly)).toBeVisible();
  },
};

/** Where the invitation's link lands: choose a name and a password. */
export const AcceptInvitation: Story = {
  render: () => <InvitationScreen />,
  parameters: consoleAt('consoleInvitation', `invitacion-equipo?token=${MOCK_INVITATION_TOKEN}`, {
    consoleFrame: false,
    consoleRole: 'anonymous',
  }),
  play: async ({ canvasElement, globals }) => {
    const words = consoleWords(globals).team.accept;
    await expect(await within(canvasElement).findByRole('button', { name: words.submit })).toBeVisible();
  },
};

/** A used, expired or mistyped link. */
export const InvitationNoLongerWorks: Story = {
  render: () => <InvitationScreen />,
  parameters: consoleAt('consoleInvitation', 'invitacion-equipo?token=mock-invitation-token-unknown-0000', {
    consoleFrame: false,
    consoleRole: 'anonymous',
  }),
  play: async ({ canvasElement, globals }) => {
    const words = consoleWords(globals).team.accept;
    await expect(await within(canvasElement).findByRole('heading', { name: words.invalidTitle })).toBeVisible();
  },
};
