// How the certificate stories mount what they show, as the site does: a store of their own, the
// achievements words in the toolbar's language, and the screen at its ally route, so useAllySite()
// and useParams() read the address. msw answers with the shared handlers of .storybook/preview.tsx.
import { setupStore } from '@aula/api-client/store';
import { createI18n, I18nProvider } from '@aula/ui-kit/i18n';
import type { Decorator } from '@storybook/react-vite';
import { type ReactNode, useState } from 'react';
import { Provider } from 'react-redux';
import { Route, Routes } from 'react-router';
import { achievementsMessages } from '../messages';

const i18nByLanguage = { es: createI18n([achievementsMessages], 'es'), en: createI18n([achievementsMessages], 'en') };

/** The achievements words in the toolbar's language, for a story's play to find what it expects. */
export const wordsOf = (globals: { locale?: unknown }) => achievementsMessages[globals.locale === 'en' ? 'en' : 'es'];

function StoryStore({ children }: { children: ReactNode }) {
  const [store] = useState(() => setupStore());
  return <Provider store={store}>{children}</Provider>;
}

/** The story at route `pattern` (the story's `parameters.path` is its address). */
export const atRoute =
  (pattern: string): Decorator =>
  (Story, { globals }) => (
    <StoryStore>
      <I18nProvider i18n={i18nByLanguage[globals.locale === 'en' ? 'en' : 'es']}>
        <Routes>
          <Route path={pattern} element={<Story />} />
        </Routes>
      </I18nProvider>
    </StoryStore>
  );

/** Impulsa's demo learner signed in for the story's length (the handlers read the cookie, as the API does). */
export function signedIn() {
  // biome-ignore lint/suspicious/noDocumentCookie: plays the API's Set-Cookie in the story's page.
  document.cookie = 'token=mock-token-1; path=/';
  return () => {
    // biome-ignore lint/suspicious/noDocumentCookie: the story's session ends with the story.
    document.cookie = 'token=; path=/; expires=Thu, 01 Jan 1970 00:00:00 GMT';
  };
}
