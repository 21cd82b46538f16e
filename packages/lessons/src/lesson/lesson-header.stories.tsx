import { setupStore } from '@aula/api-client/store';
import { ALLY_ROOT_PATTERN } from '@aula/contracts/site-paths';
import { lessonFixtures } from '@aula/mocks/fixtures/lessons';
import { createI18n, I18nProvider } from '@aula/ui-kit/i18n';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { Provider } from 'react-redux';
import { Route, Routes } from 'react-router';
import { expect, within } from 'storybook/test';
import { lessonsMessages } from '../messages';
import { LessonHeader } from './lesson-header';

const i18nByLanguage = { es: createI18n([lessonsMessages], 'es'), en: createI18n([lessonsMessages], 'en') };
const [fixture] = lessonFixtures;
if (!fixture) throw new Error('the demo world has no lessons');
const lesson = fixture.detail;

/** A store of its own per story: the favourite button sends its mutation through it (msw answers). */
function StoryStore({ children }: { children: React.ReactNode }) {
  const [store] = useState(() => setupStore());
  return <Provider store={store}>{children}</Provider>;
}

const meta = {
  title: 'Lessons/Lesson header',
  component: LessonHeader,
  parameters: { path: '/mx/impulsa/seccion/lecciones/1' },
  decorators: [
    (Story, { globals }) => (
      <StoryStore>
        <I18nProvider i18n={i18nByLanguage[globals.locale === 'en' ? 'en' : 'es']}>
          <Routes>
            <Route path={`${ALLY_ROOT_PATTERN}/*`} element={<Story />} />
          </Routes>
        </I18nProvider>
      </StoryStore>
    ),
  ],
  args: { lesson },
} satisfies Meta<typeof LessonHeader>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The top of the lesson player: its cover (loaded first, the space kept), title, module and progress. */
export const Started: Story = {
  args: { lesson: { ...lesson, progress: 40, favorite: false } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: lesson.title })).toBeVisible();
    await expect(canvas.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '40');
    const cover = canvasElement.querySelector('img');
    if (cover) {
      await expect(cover).toHaveAttribute('width');
      await expect(cover).toHaveAttribute('loading', 'eager');
    }
  },
};

/** A favourite lesson, finished. */
export const FavouriteFinished: Story = { args: { lesson: { ...lesson, progress: 100, favorite: true } } };

/** A lesson without a cover: the brand's tint with the book icon. */
export const WithoutCover: Story = { args: { lesson: { ...lesson, cover_image_url: null } } };
