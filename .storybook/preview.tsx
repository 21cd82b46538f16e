// Every story renders inside a brand's theme (toolbar: brand and light/dark), the message
// catalogue and a memory data router (as the app's, so useNavigation works); msw answers API calls with the shared handlers.

import type { Brand } from '@aula/brand/brand';
import type { BrandConfig } from '@aula/brand/config-schema';
import { resolveTheme } from '@aula/brand/theme';
import { type BrandTheme, brandThemeSchema } from '@aula/contracts/brand-theme';
import { handlers } from '@aula/mocks/handlers';
import { GlobalStyle } from '@aula/ui-kit/global-style';
import { createI18n, I18nProvider } from '@aula/ui-kit/i18n';
import type { Decorator, Loader, Preview } from '@storybook/react-vite';
import { mswLoader } from 'msw-storybook-addon/csf3';
import { createContext, type ReactNode, useContext, useState } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { ThemeProvider } from 'styled-components';

// Every folder in brands/ appears in the toolbar without editing this file.
const themeFiles = import.meta.glob<{ default: unknown }>('../brands/*/theme.json', { eager: true });
const brandThemes: Record<string, BrandTheme> = Object.fromEntries(
  Object.entries(themeFiles).map(([path, module]) => [
    path.split('/').at(-2) as string,
    brandThemeSchema.parse(module.default),
  ]),
);
const brandCodes = Object.keys(brandThemes).sort();
// Each brand's logo and name, for stories that show them (Header, Footer, BrandLogo): `context.loaded.brand`;
// and every brand whole (config, theme, logo, favicon), for the theme studio: `context.loaded.brands`.
const logoUrls = import.meta.glob<string>('../brands/*/logo.svg', { eager: true, query: '?url', import: 'default' });
const faviconUrls = import.meta.glob<string>('../brands/*/favicon.svg', {
  eager: true,
  query: '?url',
  import: 'default',
});
const brandFiles = import.meta.glob<BrandConfig>('../brands/*/brand.json', { eager: true, import: 'default' });
const brands: Brand[] = brandCodes.flatMap((code) => {
  const config = brandFiles[`../brands/${code}/brand.json`];
  const theme = brandThemes[code];
  if (!config || !theme) return [];
  return [
    {
      config,
      theme,
      logoUrl: logoUrls[`../brands/${code}/logo.svg`] ?? '',
      faviconUrl: faviconUrls[`../brands/${code}/favicon.svg`] ?? '',
    },
  ];
});
const brandLoader: Loader = ({ globals }) => {
  const code = brandThemes[globals.brand as string] ? (globals.brand as string) : (brandCodes[0] as string);
  return {
    brand: { logoUrl: logoUrls[`../brands/${code}/logo.svg`], name: brandFiles[`../brands/${code}/brand.json`]?.name },
    brands,
  };
};
const i18nByLanguage = { es: createI18n([], 'es'), en: createI18n([], 'en') };

// The story is handed to the router's one route through a context, so a re-render with new args
// reaches it without building a new router (which would reset the address).
const StoryContent = createContext<ReactNode>(null);
const StoryElement = () => <>{useContext(StoryContent)}</>;
function StoryRouter({ path, children }: { path: string; children: ReactNode }) {
  const [router] = useState(() =>
    createMemoryRouter([{ path: '*', element: <StoryElement /> }], { initialEntries: [path] }),
  );
  return (
    <StoryContent.Provider value={children}>
      <RouterProvider router={router} />
    </StoryContent.Provider>
  );
}

const withProviders: Decorator = (Story, context) => {
  const brand = brandThemes[context.globals.brand as string] ?? brandThemes[brandCodes[0] as string];
  const mode = context.globals.mode === 'dark' ? 'dark' : 'light';
  const i18n = i18nByLanguage[context.globals.locale === 'en' ? 'en' : 'es'];
  if (!brand) throw new Error('no brand themes found in brands/');
  return (
    <ThemeProvider theme={resolveTheme(brand, mode)}>
      <GlobalStyle />
      <I18nProvider i18n={i18n}>
        {/* A story may open at an address (parameters.path), e.g. to show the current nav place. */}
        <StoryRouter path={(context.parameters.path as string | undefined) ?? '/'}>
          <Story />
        </StoryRouter>
      </I18nProvider>
    </ThemeProvider>
  );
};

const preview: Preview = {
  decorators: [withProviders],
  loaders: [mswLoader(), brandLoader],
  parameters: { msw: handlers, a11y: { test: 'error' }, layout: 'padded' },
  initialGlobals: { brand: brandCodes[0], mode: 'light', locale: 'es' },
  globalTypes: {
    brand: {
      description: 'Ally brand',
      toolbar: { title: 'Marca', icon: 'paintbrush', items: brandCodes, dynamicTitle: true },
    },
    mode: {
      description: 'Colour mode',
      toolbar: { title: 'Modo', icon: 'contrast', items: ['light', 'dark'], dynamicTitle: true },
    },
    locale: {
      description: 'Language',
      toolbar: { title: 'Idioma', icon: 'globe', items: ['es', 'en'], dynamicTitle: true },
    },
  },
};

export default preview;
