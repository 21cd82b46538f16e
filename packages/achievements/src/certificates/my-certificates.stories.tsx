import { allyRoutePattern } from '@aula/contracts/site-paths';
import { MOCK_CERTIFICATE_IDS } from '@aula/mocks/fixtures/certificates';
import { mockCertificates } from '@aula/mocks/handlers/certificates';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useTranslation } from 'react-i18next';
import { expect, within } from 'storybook/test';
import { MyCertificates } from './my-certificates';
import { atRoute, signedIn, wordsOf } from './story-frame';

/** The section under the screen's own title, as the Logros screen shows it. */
function OnTheScreen() {
  const { t } = useTranslation('achievements');
  return (
    <main>
      <h1>{t('title')}</h1>
      <MyCertificates />
    </main>
  );
}

/** Keeps only the learner's certificates `keep` picks for the story's length. */
const onlyCertificates = (keep: (id: string) => boolean) => () => {
  const all = mockCertificates().splice(0);
  mockCertificates().push(...all.filter(({ id }) => keep(id)));
  return () => {
    mockCertificates().splice(0, Infinity, ...all);
  };
};

const meta = {
  title: 'Achievements/My certificates',
  component: OnTheScreen,
  parameters: { path: '/mx/impulsa/seccion/logros' },
  decorators: [atRoute(allyRoutePattern('achievements'))],
  beforeEach: signedIn,
} satisfies Meta<typeof OnTheScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** María's two certificates: one to share, one her ally revoked. */
export const List: Story = {
  play: async ({ canvasElement, globals }) => {
    const canvas = within(canvasElement);
    const words = wordsOf(globals).certificates;
    const shared = await canvas.findAllByRole('link', { name: words.shareWhatsApp });
    await expect(shared).toHaveLength(1);
    await expect(canvas.getAllByRole('button', { name: words.downloadPdf })).toHaveLength(2);
    await expect(canvas.getByText(words.revoked)).toBeVisible();
  },
};

/** None yet: what earns one. */
export const Empty: Story = {
  beforeEach: onlyCertificates(() => false),
  play: async ({ canvasElement, globals }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(wordsOf(globals).certificates.empty)).toBeVisible();
  },
};

/** Revoked by the ally: marked in words, offered for downloading and its page, not for sharing. */
export const Revoked: Story = {
  beforeEach: onlyCertificates((id) => id === MOCK_CERTIFICATE_IDS.revoked),
  play: async ({ canvasElement, globals }) => {
    const canvas = within(canvasElement);
    const words = wordsOf(globals).certificates;
    await expect(await canvas.findByText(words.revoked)).toBeVisible();
    await expect(canvas.queryByRole('link', { name: words.shareWhatsApp })).toBeNull();
    await expect(canvas.getByRole('link', { name: words.verificationPage })).toBeVisible();
  },
};
