import { setupStore } from '@aula/api-client/store';
import { handlers } from '@aula/mocks/handlers';
import { createI18n, I18nProvider } from '@aula/ui-kit/i18n';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { delay, HttpResponse, http } from 'msw';
import { type ReactNode, useState } from 'react';
import { Provider } from 'react-redux';
import { expect, within } from 'storybook/test';
import { lessonsMessages } from '../messages';
import { NewLessonsSection } from './lesson-sections';

const i18nByLanguage = { es: createI18n([lessonsMessages], 'es'), en: createI18n([lessonsMessages], 'en') };

/** A store of its own per story, so one story's answers are never another's cache. */
function StoryStore({ children }: { children: ReactNode }) {
  const [store] = useState(() => setupStore());
  return <Provider store={store}>{children}</Provider>;
}

const meta = {
  title: 'Lessons/Lesson sections',
  component: NewLessonsSection,
  decorators: [
    (Story, { globals }) => (
      <StoryStore>
        <I18nProvider i18n={i18nByLanguage[globals.locale === 'en' ? 'en' : 'es']}>
          <Story />
        </I18nProvider>
      </StoryStore>
    ),
  ],
  args: { country: 'mx', allyCode: 'impulsa' },
} satisfies Meta<typeof NewLessonsSection>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The learner's pages: a grid of covers (msw serves the demo lessons). */
export const Grid: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect((await canvas.findAllByRole('link')).length).toBeGreaterThan(0);
  },
};

/** The landing: a rail that scrolls sideways, its heading one level down. */
export const Rail: Story = {
  args: { presentation: { layout: 'rail', headingLevel: 3 } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 3 })).toBeVisible();
  },
};

/** While the lessons load: cards in their shape, announced once. */
export const Loading: Story = {
  parameters: {
    msw: [
      http.get('*/api/new_lessons/', async () => {
        await delay('infinite');
        return HttpResponse.json([]);
      }),
      ...handlers,
    ],
  },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('status')).toBeVisible();
  },
};
