import type { Brand } from '@aula/brand/brand';
import { I18nProvider } from '@aula/ui-kit/i18n-provider';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { createAllWordsI18n } from '../../app-messages';
import { ThemeStudio } from './theme-studio';

// The studio speaks every feature's words (its previews are their screens), not just the ui-kit's.
const i18nByLanguage = { es: createAllWordsI18n('es'), en: createAllWordsI18n('en') };

/**
 * The theme studio over every folder in brands/ (Storybook's loader lists them), starting from the
 * toolbar's brand. The previews ask msw for the landing's lessons, as the running site asks the API.
 */
const meta = {
  title: 'Web/Theme studio',
  component: ThemeStudio,
  args: { brands: [] },
  parameters: { layout: 'fullscreen' },
  render: (_args, { loaded, globals }) => (
    <I18nProvider i18n={i18nByLanguage[globals.locale === 'en' ? 'en' : 'es']}>
      <ThemeStudio brands={loaded.brands as Brand[]} initial={globals.brand as string} />
    </I18nProvider>
  ),
} satisfies Meta<typeof ThemeStudio>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Studio: Story = {};
