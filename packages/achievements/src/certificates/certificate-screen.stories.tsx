import { allyPath, allyRoutePattern } from '@aula/contracts/site-paths';
import { certificateFixtures, MOCK_CERTIFICATE_IDS, UNKNOWN_CERTIFICATE_ID } from '@aula/mocks/fixtures/certificates';
import { handlers } from '@aula/mocks/handlers';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { HttpResponse, http } from 'msw';
import { expect, userEvent, within } from 'storybook/test';
import { CertificateScreen } from './certificate-screen';
import { atRoute, wordsOf } from './story-frame';

const site = { country: 'mx', allyCode: 'impulsa' };
const pageOf = (certificateId: string) => ({
  path: allyPath(site, 'certificate', { certificateId }),
  layout: 'fullscreen',
});

const meta = {
  title: 'Achievements/Certificate page',
  component: CertificateScreen,
  parameters: pageOf(MOCK_CERTIFICATE_IDS.valid),
  decorators: [atRoute(allyRoutePattern('certificate'))],
} satisfies Meta<typeof CertificateScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Signed by the ally and not revoked: who completed what, when, issued by whom, what was checked. */
export const Valid: Story = {
  play: async ({ canvasElement, globals }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: wordsOf(globals).verification.valid })).toBeVisible();
  },
};

/** Revoked by the ally: when, and why. */
export const Revoked: Story = {
  parameters: pageOf(MOCK_CERTIFICATE_IDS.revoked),
  play: async ({ canvasElement, globals }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: wordsOf(globals).verification.revoked })).toBeVisible();
    await expect(canvas.getByText(/Emitido por error/)).toBeVisible();
  },
};

/** Not the ally's words: said plainly, and nothing of them repeated. */
export const Forged: Story = {
  parameters: {
    msw: [http.get('*/api/certificates/:id/verification/', () => HttpResponse.json({ state: 'forged' })), ...handlers],
  },
  play: async ({ canvasElement, globals }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: wordsOf(globals).verification.forged })).toBeVisible();
  },
};

/** An address no certificate has: said so, with the paste form below. */
export const NotFound: Story = {
  parameters: pageOf(UNKNOWN_CERTIFICATE_ID),
  play: async ({ canvasElement, globals }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: wordsOf(globals).verification.notFound })).toBeVisible();
  },
};

/** A credential pasted and checked: its verdict under the form. */
export const PastedCredential: Story = {
  parameters: pageOf(UNKNOWN_CERTIFICATE_ID),
  play: async ({ canvasElement, globals }) => {
    const canvas = within(canvasElement);
    const words = wordsOf(globals).verification;
    const credential = certificateFixtures.find(({ id }) => id === MOCK_CERTIFICATE_IDS.valid)?.credential ?? '';
    await userEvent.click(await canvas.findByRole('textbox', { name: words.credential }));
    await userEvent.paste(credential);
    await userEvent.click(canvas.getByRole('button', { name: words.check }));
    const result = canvas.getByRole('status', { name: words.pastedResult });
    await expect(await within(result).findByRole('heading', { name: words.valid })).toBeVisible();
  },
};
