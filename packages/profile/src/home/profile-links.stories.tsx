import { createI18n, I18nProvider } from '@aula/ui-kit/i18n';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { profileMessages } from '../messages';
import { ProfileLinks, ProfileSettingsLinks } from './profile-links';

const i18nByLanguage = { es: createI18n([profileMessages], 'es'), en: createI18n([profileMessages], 'en') };
const site = { country: 'mx', allyCode: 'impulsa' };

const meta = {
  title: 'Profile/Profile links',
  component: ProfileLinks,
  decorators: [
    (Story, { globals }) => (
      <I18nProvider i18n={i18nByLanguage[globals.locale === 'en' ? 'en' : 'es']}>
        <Story />
      </I18nProvider>
    ),
  ],
  args: { site },
} satisfies Meta<typeof ProfileLinks>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The profile page's four places, each a whole-card link with its icon and what it holds. */
export const OnTheProfile: Story = {
  play: async ({ canvasElement }) => {
    const links = within(canvasElement).getAllByRole('link');
    await expect(links).toHaveLength(4);
    await expect(links[0]).toHaveAttribute('href', '/mx/impulsa/seccion/perfil/datos-personales');
  },
};

/** In the settings, under their own heading ("Tu cuenta"), the cards' titles one level down. */
export const InTheSettings: Story = {
  render: (args) => <ProfileSettingsLinks site={args.site} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 2 })).toBeVisible();
    await expect(canvas.getAllByRole('heading', { level: 3 })).toHaveLength(4);
  },
};
