import { colonPath } from '@aula/contracts/endpoint';
import { certificateEndpoints } from '@aula/contracts/endpoints/certificates';
import { handlers } from '@aula/mocks/handlers';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { delay, HttpResponse, http } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { consoleAt, consoleStory, consoleWords } from '../../shell/console-story';
import { CertificatesScreen } from './certificates-screen';

// Impulsa's certificates as its admin sees them (or its editor, who is told they are for admins),
// with the alerts a revocation shows; msw answers with the declared mocks (one valid, one revoked).
type Globals = Parameters<typeof consoleWords>[0];
const wordsOf = (globals: Globals) => consoleWords(globals).rewards.certificates;

const listPath = `*${colonPath(certificateEndpoints.consoleCertificates.path)}`;
const revokePath = `*${colonPath(certificateEndpoints.revokeCertificate.path)}`;

const meta = {
  title: 'Console/Rewards/Certificates',
  component: CertificatesScreen,
  ...consoleStory,
  parameters: consoleAt('consoleCertificates', 'consola/premios/certificados', {
    consoleFrame: false,
    layout: 'padded',
  }),
} satisfies Meta<typeof CertificatesScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The first "Revocar" of the list, pressed: the dialog asking why. */
async function openRevoke(canvasElement: HTMLElement, globals: Globals) {
  const canvas = within(canvasElement);
  const table = await canvas.findByRole('table', { name: wordsOf(globals).listLabel });
  await userEvent.click(within(table).getByRole('button', { name: new RegExp(`^${wordsOf(globals).revoke.button}`) }));
  return canvas.findByRole('dialog');
}

/** One valid certificate with its page and "Revocar", one revoked with when and why. */
export const List: Story = {
  play: async ({ canvasElement, globals }) => {
    const table = await within(canvasElement).findByRole('table', { name: wordsOf(globals).listLabel });
    await expect(within(table).getByText(wordsOf(globals).valid)).toBeVisible();
    await expect(within(table).getAllByRole('link')).toHaveLength(2);
  },
};

/** "Revocar" asks why, the reason field focused; confirmed, the row says revoked. */
export const Revoking: Story = {
  play: async ({ canvasElement, globals }) => {
    const dialog = await openRevoke(canvasElement, globals);
    const reason = within(dialog).getByRole('textbox', { name: wordsOf(globals).revoke.reason });
    await expect(reason).toHaveFocus();
    await userEvent.type(reason, 'Emitido por error');
    await userEvent.click(within(dialog).getByRole('button', { name: wordsOf(globals).revoke.confirm }));
    const table = await within(canvasElement).findByRole('table', { name: wordsOf(globals).listLabel });
    await waitFor(() => expect(within(table).queryByRole('button')).toBeNull());
  },
};

/** Confirmed without a reason: the field says one is needed. */
export const RevokeWithoutReason: Story = {
  play: async ({ canvasElement, globals }) => {
    const dialog = await openRevoke(canvasElement, globals);
    await userEvent.click(within(dialog).getByRole('button', { name: wordsOf(globals).revoke.confirm }));
    await expect(await within(dialog).findByText(wordsOf(globals).revoke.reasonRequired)).toBeVisible();
  },
};

/** The certificate is no longer the ally's (404): the dialog says so and stays open. */
export const RevokeFailed: Story = {
  parameters: {
    msw: [
      http.post(revokePath, () => HttpResponse.json({ error: 'not_found', message: 'gone' }, { status: 404 })),
      ...handlers,
    ],
  },
  play: async ({ canvasElement, globals }) => {
    const dialog = await openRevoke(canvasElement, globals);
    await userEvent.type(within(dialog).getByRole('textbox'), 'Emitido por error');
    await userEvent.click(within(dialog).getByRole('button', { name: wordsOf(globals).revoke.confirm }));
    await expect(await within(dialog).findByText(wordsOf(globals).revoke.notFound)).toBeVisible();
  },
};

export const Loading: Story = {
  parameters: {
    msw: [
      http.get(listPath, async () => {
        await delay('infinite');
        return HttpResponse.json({ results: [] });
      }),
      ...handlers,
    ],
  },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('status')).toBeVisible();
  },
};

/** Nobody has received a certificate yet. */
export const Empty: Story = {
  parameters: { msw: [http.get(listPath, () => HttpResponse.json({ results: [] })), ...handlers] },
  play: async ({ canvasElement, globals }) => {
    await expect(await within(canvasElement).findByText(wordsOf(globals).empty)).toBeVisible();
  },
};

export const Failing: Story = {
  parameters: {
    msw: [
      http.get(listPath, () => HttpResponse.json({ error: 'internal', message: 'down' }, { status: 500 })),
      ...handlers,
    ],
  },
  play: async ({ canvasElement, globals }) => {
    await expect(await within(canvasElement).findByText(wordsOf(globals).loadError)).toBeVisible();
  },
};

/** An editor who follows a link here: the certificates are for admins. */
export const ForAnEditor: Story = {
  parameters: { consoleRole: 'ally_editor' },
  play: async ({ canvasElement, globals }) => {
    await expect(await within(canvasElement).findByText(wordsOf(globals).adminsOnly)).toBeVisible();
  },
};
