import { setupStore } from '@aula/api-client/store';
import { colonPath } from '@aula/contracts/endpoint';
import { consoleCheckResultsEndpoints } from '@aula/contracts/endpoints/console-check-results';
import { consoleFunnelEndpoints } from '@aula/contracts/endpoints/console-funnel';
import { consoleOverviewEndpoints } from '@aula/contracts/endpoints/console-overview';
import { allyRoutePattern } from '@aula/contracts/site-paths';
import { handlers, resetMockState } from '@aula/mocks/handlers';
import { createI18n, I18nProvider } from '@aula/ui-kit/i18n';
import type { Decorator, Meta, StoryObj } from '@storybook/react-vite';
import { HttpResponse, http } from 'msw';
import { useState } from 'react';
import { Provider } from 'react-redux';
import { Route, Routes } from 'react-router';
import { expect, userEvent, within } from 'storybook/test';
import { consoleMessages } from '../messages';
import { consoleSession } from '../test/console-session';
import { CheckResultsScreen } from './checks/check-results-screen';
import { FunnelScreen } from './funnel/funnel-screen';
import { OverviewScreen } from './overview/overview-screen';
import { SurveyScreen } from './survey/survey-screen';

// The insight screens as apps/web mounts them: the impulsa editor signed in (or the member
// `parameters.access` names), the console's words in the toolbar's language, the screen at its ally
// route; msw answers with the shared mock handlers.
const i18nByLanguage = { es: createI18n([consoleMessages], 'es'), en: createI18n([consoleMessages], 'en') };
const languageOf = (globals: { locale?: unknown }) => (globals.locale === 'en' ? 'en' : 'es');

const insightStory: Decorator = (Story, { globals, parameters }) => {
  const [store] = useState(() =>
    setupStore(consoleSession(parameters.access ?? 'ally_editor', 'impulsa').preloadedState),
  );
  return (
    <Provider store={store}>
      <I18nProvider i18n={i18nByLanguage[languageOf(globals)]}>
        <Routes>
          <Route path={allyRoutePattern(parameters.insightRoute)} element={<Story />} />
        </Routes>
      </I18nProvider>
    </Provider>
  );
};

const overviewAt = (query = '') => ({ insightRoute: 'consoleOverview', path: `/mx/impulsa/consola/resumen${query}` });
const funnelAt = (query = '') => ({ insightRoute: 'consoleFunnel', path: `/mx/impulsa/consola/recorrido${query}` });
const surveyAt = (query = '') => ({ insightRoute: 'consoleSurvey', path: `/mx/impulsa/consola/encuesta${query}` });
const checksAt = (query = '') => ({
  insightRoute: 'consoleChecks',
  path: `/mx/impulsa/consola/comprobaciones${query}`,
});

const meta = {
  title: 'Console/Insight/Screens',
  component: OverviewScreen,
  decorators: [insightStory],
  beforeEach: () => resetMockState(),
  parameters: overviewAt(),
} satisfies Meta<typeof OverviewScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The period's eleven figures with their change, and the chart with its table. */
export const Overview: Story = {
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findAllByRole('table')).toHaveLength(1);
  },
};

/**
 * As the ally's admin sees it: "refresh now" beside the figures' age; pressed, the figures are asked
 * again once the refresh has ended, and their age says so.
 */
export const OverviewForAnAdmin: Story = {
  parameters: { ...overviewAt(), access: 'ally_admin' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(/^(Datos de hace 7 minutos|Figures from 7 minutes ago)$/)).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: /^(Actualizar ahora|Refresh now)$/ }));
    await expect(
      await canvas.findByText(/^(Datos de hace un momento|Figures from a moment ago)$/, {}, { timeout: 5000 }),
    ).toBeVisible();
  },
};

/** The same, narrowed to Colombia through the filter bar's address. */
export const OverviewInColombia: Story = { parameters: overviewAt('?country=co') };

export const OverviewFailing: Story = {
  parameters: {
    ...overviewAt(),
    msw: [
      http.get(`*${colonPath(consoleOverviewEndpoints.overview.path)}`, () =>
        HttpResponse.json({ error: 'internal', message: 'down' }, { status: 500 }),
      ),
      ...handlers,
    ],
  },
  play: async ({ canvasElement }) => {
    // The retry, beside the downloads' buttons.
    await expect(await within(canvasElement).findByRole('button', { name: /Reintentar|Try again/ })).toBeVisible();
  },
};

/**
 * Modules started and finished, where they stop (with links to those learners), one module's lessons;
 * the WhatsApp chat's share of the parts done, and the lessons finished there.
 */
export const Funnel: Story = {
  render: () => <FunnelScreen />,
  parameters: funnelAt(),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findAllByRole('table')).toHaveLength(3);
    await expect(canvas.getByText(/^(Partes hechas: .* por WhatsApp|Parts done: .* on WhatsApp)\./)).toBeVisible();
    await expect(
      canvas.getByRole('columnheader', { name: /^(Terminaron por WhatsApp|Finished on WhatsApp)$/ }),
    ).toBeVisible();
  },
};

export const FunnelEmpty: Story = {
  render: () => <FunnelScreen />,
  parameters: {
    ...funnelAt(),
    msw: [
      http.get(`*${colonPath(consoleFunnelEndpoints.funnel.path)}`, () =>
        HttpResponse.json({
          period: { from: '2026-03-01', to: '2026-03-31' },
          previous: { from: '2026-01-29', to: '2026-02-28' },
          computedAt: new Date(Date.now() - 3 * 60 * 60_000).toISOString(),
          modules: [],
        }),
      ),
      ...handlers,
    ],
  },
};

/** Each question's answers 1 to 5, the first answers against the last, and by country and business type. */
export const Survey: Story = {
  render: () => <SurveyScreen />,
  parameters: surveyAt(),
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByRole('table', { name: /Respuestas por pregunta|Answers per question/ }),
    ).toBeVisible();
  },
};

/** The hardest questions, then each check under its module: who tried and passed, and each question's answers. */
export const CheckResults: Story = {
  render: () => <CheckResultsScreen />,
  parameters: checksAt(),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('heading', { name: /Las preguntas más difíciles|The hardest questions/ }),
    ).toBeVisible();
    await expect(canvas.getByRole('heading', { level: 2, name: 'Finanzas claras para tu negocio' })).toBeVisible();
  },
};

/** An ally whose lessons have no check yet: how to add one. */
export const CheckResultsEmpty: Story = {
  render: () => <CheckResultsScreen />,
  parameters: {
    ...checksAt(),
    msw: [
      http.get(`*${colonPath(consoleCheckResultsEndpoints.checkResults.path)}`, () =>
        HttpResponse.json({
          period: { from: '2026-03-01', to: '2026-03-31' },
          previous: { from: '2026-01-29', to: '2026-02-28' },
          computedAt: new Date().toISOString(),
          checks: [],
          hardest: [],
        }),
      ),
      ...handlers,
    ],
  },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('link', { name: /Ir a Módulos|Go to Modules/ })).toBeVisible();
  },
};
