import { setupStore } from '@aula/api-client/store';
import { colonPath } from '@aula/contracts/endpoint';
import { consoleInsightRefreshEndpoints } from '@aula/contracts/endpoints/console-insight-refresh';
import { allyRoutePattern } from '@aula/contracts/site-paths';
import { handlers, resetMockState } from '@aula/mocks/handlers';
import { createI18n, I18nProvider } from '@aula/ui-kit/i18n';
import type { Decorator, Meta, StoryObj } from '@storybook/react-vite';
import { HttpResponse, http } from 'msw';
import { useState } from 'react';
import { Provider } from 'react-redux';
import { Route, Routes } from 'react-router';
import { expect, userEvent, within } from 'storybook/test';
import { consoleMessages } from '../../messages';
import { consoleSession } from '../../test/console-session';
import { FiguresFreshness } from './figures-freshness';

// The line every insight screen shows above its figures, alone: a member of impulsa's team signed in
// (the admin unless `parameters.access` says), in the toolbar's language, at the overview's address.
const i18nByLanguage = { es: createI18n([consoleMessages], 'es'), en: createI18n([consoleMessages], 'en') };
const languageOf = (globals: { locale?: unknown }) => (globals.locale === 'en' ? 'en' : 'es');

const freshnessStory: Decorator = (Story, { globals, parameters }) => {
  const [store] = useState(() =>
    setupStore(consoleSession(parameters.access ?? 'ally_admin', 'impulsa').preloadedState),
  );
  return (
    <Provider store={store}>
      <I18nProvider i18n={i18nByLanguage[languageOf(globals)]}>
        <Routes>
          <Route path={allyRoutePattern('consoleOverview')} element={<Story />} />
        </Routes>
      </I18nProvider>
    </Provider>
  );
};

const MINUTE = 60_000;
const ago = (ms: number) => new Date(Date.now() - ms).toISOString();
const refreshPath = `*${colonPath(consoleInsightRefreshEndpoints.refreshInsight.path)}`;
const refreshButton = /^(Actualizar ahora|Refresh now)/;

const meta = {
  title: 'Console/Insight/Figures freshness',
  component: FiguresFreshness,
  decorators: [freshnessStory],
  beforeEach: () => resetMockState(),
  parameters: { path: '/mx/impulsa/consola/resumen' },
  args: { computedAt: ago(7 * MINUTE), refreshable: true },
} satisfies Meta<typeof FiguresFreshness>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Figures from the scheduled refresh, 7 minutes ago, with the admin's "refresh now". */
export const MinutesOld: Story = {};

export const JustRefreshed: Story = { args: { computedAt: ago(20_000) } };

export const HoursOld: Story = { args: { computedAt: ago(3 * 60 * MINUTE + 12 * MINUTE) } };

/** The rollups were never refreshed since they were made (the schedule is off). */
export const NotComputedYet: Story = { args: { computedAt: null } };

/** An editor reads the age; refreshing is for admins. */
export const ForAnEditor: Story = { parameters: { access: 'ally_editor' } };

/** A screen that mixes both: the learner list's people and counts are refreshed, their details live. */
export const PartlyLive: Story = {
  args: {
    computedPart: 'Quiénes aparecen, lecciones, módulos y última actividad',
    livePart: 'nombres, contactos, negocios y ciudades',
  },
};

/** Pressed: busy while the refresh runs (this one never ends), the button saying so. */
export const Refreshing: Story = {
  parameters: {
    msw: [http.get(refreshPath, () => HttpResponse.json({ running: true, computedAt: null })), ...handlers],
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: refreshButton }));
    await expect(await canvas.findByText(/^(Actualizando los datos|Refreshing the figures)/)).toBeVisible();
    await expect(canvas.getByRole('button', { name: refreshButton })).toBeDisabled();
  },
};

/** Pressed again within the minute: how long to wait, in words. */
export const RateLimited: Story = {
  parameters: {
    msw: [
      http.post(refreshPath, () =>
        HttpResponse.json(
          { error: 'rate_limited', message: 'Too many requests: try again in 42 s', retry_after: 42 },
          { status: 429, headers: { 'retry-after': '42' } },
        ),
      ),
      ...handlers,
    ],
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: refreshButton }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent(/42/);
  },
};

/** The refresh failed on the server. */
export const Failed: Story = {
  parameters: {
    msw: [
      http.post(refreshPath, () => HttpResponse.json({ error: 'internal', message: 'down' }, { status: 500 })),
      ...handlers,
    ],
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: refreshButton }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent(/No pudimos|could not/);
  },
};
