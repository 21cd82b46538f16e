import { setupStore } from '@aula/api-client/store';
import { colonPath } from '@aula/contracts/endpoint';
import { consoleLearnersEndpoints } from '@aula/contracts/endpoints/console-learners';
import { allyRoutePattern } from '@aula/contracts/site-paths';
import { handlers, resetMockState } from '@aula/mocks/handlers';
import { createI18n, I18nProvider } from '@aula/ui-kit/i18n';
import type { Decorator, Meta, StoryObj } from '@storybook/react-vite';
import { HttpResponse, http } from 'msw';
import { useState } from 'react';
import { Provider } from 'react-redux';
import { Route, Routes } from 'react-router';
import { expect, within } from 'storybook/test';
import { consoleMessages } from '../../messages';
import { consoleSession } from '../../test/console-session';
import { LearnerScreen } from './learner-screen';
import { LearnersScreen } from './learners-screen';

// The learners' screens as apps/web mounts them: the impulsa admin signed in (or its editor, who
// is refused), the console's words in the toolbar's language; msw answers with the declared mocks.
const i18nByLanguage = { es: createI18n([consoleMessages], 'es'), en: createI18n([consoleMessages], 'en') };
const languageOf = (globals: { locale?: unknown }) => (globals.locale === 'en' ? 'en' : 'es');

const learnersStory: Decorator = (Story, { globals, parameters }) => {
  const [store] = useState(() =>
    setupStore(consoleSession(parameters.access ?? 'ally_admin', 'impulsa').preloadedState),
  );
  return (
    <Provider store={store}>
      <I18nProvider i18n={i18nByLanguage[languageOf(globals)]}>
        <Routes>
          <Route path={allyRoutePattern(parameters.learnersRoute)} element={<Story />} />
        </Routes>
      </I18nProvider>
    </Provider>
  );
};

const listAt = (query = '') => ({ learnersRoute: 'consoleLearners', path: `/mx/impulsa/consola/aprendices${query}` });
const learnerAt = (id: number) => ({
  learnersRoute: 'consoleLearner',
  path: `/mx/impulsa/consola/aprendices/${id}`,
});
const failing = (path: string) =>
  http.get(`*${colonPath(path)}`, () => HttpResponse.json({ error: 'internal', message: 'down' }, { status: 500 }));

const meta = {
  title: 'Console/Insight/Learners',
  component: LearnersScreen,
  decorators: [learnersStory],
  beforeEach: () => resetMockState(),
  parameters: listAt(),
} satisfies Meta<typeof LearnersScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The period's learners: search box, filter bar, the table and the downloads. */
export const List: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('table')).toBeVisible();
    await expect(canvas.getAllByRole('row')).toHaveLength(5);
  },
};

/** Arriving from the funnel's "see learners": the chip names the lesson where they stopped. */
export const StoppedAtALesson: Story = {
  parameters: listAt('?module=1&stoppedAt=12'),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('button', { name: /Quitar el filtro|Remove the filter/ })).toBeVisible();
    await expect(await canvas.findAllByRole('row')).toHaveLength(3);
  },
};

/** A search that finds nobody. */
export const NobodyFound: Story = { parameters: listAt('?q=nadie') };

export const ListFailing: Story = {
  parameters: { ...listAt(), msw: [failing(consoleLearnersEndpoints.learners.path), ...handlers] },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('button', { name: /Reintentar|Retry/ })).toBeVisible();
  },
};

/** An editor who follows a link here: the names are for admins. */
export const ForAnEditor: Story = {
  parameters: { ...listAt(), access: 'ally_editor' },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText(/Solo para administradores|For admins only/)).toBeVisible();
  },
};

/** A learner's page: details, modules with progress, achievements, survey answers, the recorded note. */
export const Learner: Story = {
  render: () => <LearnerScreen />,
  parameters: learnerAt(101),
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('heading', { level: 1, name: 'Zoe Quispe' })).toBeVisible();
  },
};

export const LearnerForAnEditor: Story = {
  render: () => <LearnerScreen />,
  parameters: { ...learnerAt(101), access: 'ally_editor' },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText(/Solo para administradores|For admins only/)).toBeVisible();
  },
};

/** Another ally's learner (crecer's 201): not found, as the API answers. */
export const LearnerOfAnotherAlly: Story = { render: () => <LearnerScreen />, parameters: learnerAt(201) };
