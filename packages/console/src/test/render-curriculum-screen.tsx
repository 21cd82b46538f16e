import { allyRoutePattern } from '@aula/contracts/site-paths';
import { testBrand } from '@aula/testing/brand-themes';
import { renderWithProviders } from '@aula/testing/render';
import { AlertProvider } from '@aula/ui-kit/alert-provider';
import { AlertViewport } from '@aula/ui-kit/alerts';
import { CurrentBrandProvider } from '@aula/ui-kit/current-brand';
import type { ReactElement } from 'react';
import { consoleMessages } from '../messages';
import { consoleSession } from './console-session';

/**
 * A curriculum screen of the console at `/{country}/{ally}/{path}`, with the alerts a save shows, for
 * an editor, in the ally's brand as apps/web gives it (the lesson preview draws in its theme).
 */
export function renderCurriculumScreen(
  ui: ReactElement,
  key: 'consoleModules' | 'consoleModule' | 'consoleLesson',
  path: string,
  allyCode = 'impulsa',
  language: 'es' | 'en' = 'es',
) {
  const session = consoleSession('ally_editor', allyCode);
  const brand = {
    ...testBrand(allyCode),
    logoUrl: `/brands/${allyCode}/logo.svg`,
    faviconUrl: `/brands/${allyCode}/favicon.svg`,
  };
  return renderWithProviders(
    <CurrentBrandProvider brand={brand}>
      <AlertProvider>
        {ui}
        <AlertViewport />
      </AlertProvider>
    </CurrentBrandProvider>,
    {
      route: `/${session.site.country}/${session.site.allyCode}/${path}`,
      path: allyRoutePattern(key),
      messages: [consoleMessages],
      preloadedState: session.preloadedState,
      language,
      brand: allyCode,
    },
  );
}
