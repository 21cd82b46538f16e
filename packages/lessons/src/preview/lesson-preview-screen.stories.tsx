// The page a shared lesson link opens for someone not signed in, as the site mounts it: its ally
// route, a store of its own, and the toolbar's brand as the ally's frame provides it (its name in
// the invitation, its colours). msw answers the preview from the demo world.
import { setupStore } from '@aula/api-client/store';
import type { Brand } from '@aula/brand/brand';
import { allyPath, allyRoutePattern } from '@aula/contracts/site-paths';
import { lessonTitled } from '@aula/mocks/fixtures/lessons';
import { CurrentBrandProvider } from '@aula/ui-kit/current-brand';
import { createI18n, I18nProvider } from '@aula/ui-kit/i18n';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { type ReactNode, useState } from 'react';
import { Provider } from 'react-redux';
import { Route, Routes } from 'react-router';
import { expect, within } from 'storybook/test';
import { lessonsMessages } from '../messages';
import { LessonPreviewScreen } from './lesson-preview-screen';

const i18nByLanguage = { es: createI18n([lessonsMessages], 'es'), en: createI18n([lessonsMessages], 'en') };
const languageOf = (globals: { locale?: unknown }) => (globals.locale === 'en' ? 'en' : 'es');
const wordsOf = (globals: { locale?: unknown }) => lessonsMessages[languageOf(globals)];

const site = { country: 'mx', allyCode: 'impulsa' };
const lesson = lessonTitled('Conoce a tu cliente ideal').detail;
const lessonPath = allyPath(site, 'lesson', { lessonId: lesson.id });
const backToLesson = `?redirect=${encodeURIComponent(lessonPath)}`;

function StoryStore({ children }: { children: ReactNode }) {
  const [store] = useState(() => setupStore());
  return <Provider store={store}>{children}</Provider>;
}

const meta = {
  title: 'Lessons/Shared lesson preview',
  component: LessonPreviewScreen,
  parameters: { path: lessonPath, layout: 'fullscreen' },
  decorators: [
    (Story, { globals, loaded }) => {
      const brands = loaded.brands as Brand[];
      const brand = brands.find((candidate) => candidate.config.allyCode === globals.brand) ?? brands[0];
      const screen = (
        <Routes>
          <Route path={allyRoutePattern('lesson')} element={<Story />} />
        </Routes>
      );
      return (
        <StoryStore>
          <I18nProvider i18n={i18nByLanguage[languageOf(globals)]}>
            {brand ? <CurrentBrandProvider brand={brand}>{screen}</CurrentBrandProvider> : screen}
          </I18nProvider>
        </StoryStore>
      );
    },
  ],
} satisfies Meta<typeof LessonPreviewScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A friend opened the link a learner shared: the lesson's window, and the way in back to it. */
export const Shared: Story = {
  play: async ({ canvasElement, globals }) => {
    const canvas = within(canvasElement);
    const words = wordsOf(globals).preview;
    await expect(await canvas.findByRole('heading', { level: 1, name: lesson.title })).toBeVisible();
    await expect(canvas.getByText(lesson.summary)).toBeVisible();
    await expect(canvas.getByRole('link', { name: words.register })).toHaveAttribute(
      'href',
      `/mx/impulsa/registro${backToLesson}`,
    );
    await expect(canvas.getByRole('link', { name: words.signIn })).toHaveAttribute(
      'href',
      `/mx/impulsa/login${backToLesson}`,
    );
    // Nothing of the lesson itself: no part, no player.
    for (const part of lesson.parts) await expect(canvas.queryByText(part.title)).toBeNull();
  },
};

/** The same in English, whatever the toolbar says: the lesson's words stay as the ally wrote them. */
export const InEnglish: Story = {
  globals: { locale: 'en' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('link', { name: 'Sign up to watch it' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'I have an account: sign in' })).toBeVisible();
  },
};

/** At night, whatever the toolbar says. */
export const Dark: Story = {
  globals: { mode: 'dark' },
  play: async ({ canvasElement, globals }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('link', { name: wordsOf(globals).preview.register })).toBeVisible();
  },
};

/** A link to a lesson this ally does not show (another ally's, a draft, a wrong id). */
export const NotFound: Story = {
  parameters: { path: '/mx/impulsa/seccion/lecciones/999999' },
  play: async ({ canvasElement, globals }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: wordsOf(globals).notFoundTitle })).toBeVisible();
  },
};
