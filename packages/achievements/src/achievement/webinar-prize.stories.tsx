import { setupStore } from '@aula/api-client/store';
import { ALLY_ROOT_PATTERN } from '@aula/contracts/site-paths';
import { webinars } from '@aula/mocks/fixtures/achievements';
import { createI18n, I18nProvider } from '@aula/ui-kit/i18n';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { Provider } from 'react-redux';
import { Route, Routes } from 'react-router';
import { expect, within } from 'storybook/test';
import { achievementsMessages } from '../messages';
import { WebinarPrize } from './webinar-prize';

const i18nByLanguage = {
  es: createI18n([achievementsMessages], 'es'),
  en: createI18n([achievementsMessages], 'en'),
};
const [webinar] = webinars;
if (!webinar) throw new Error('the demo world has no webinars');

const meta = {
  title: 'Achievements/Webinar prize',
  component: WebinarPrize,
  parameters: { path: '/mx/impulsa/seccion/logros/1' },
  decorators: [
    (Story, { globals }) => {
      const [store] = useState(() => setupStore());
      return (
        <Provider store={store}>
          <I18nProvider i18n={i18nByLanguage[globals.locale === 'en' ? 'en' : 'es']}>
            <Routes>
              <Route path={`${ALLY_ROOT_PATTERN}/*`} element={<Story />} />
            </Routes>
          </I18nProvider>
        </Provider>
      );
    },
  ],
  args: { achievementId: 1, webinar },
} satisfies Meta<typeof WebinarPrize>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Earned, no code yet: the learner types the one they received. */
export const RedeemACode: Story = {};

/** The ally sent a code ("Enviar códigos" in its console): shown, and already in the field. */
export const CodeSent: Story = {
  args: { webinar: { ...webinar, code: 'IMP-VZ8Y-AJ6S' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('IMP-VZ8Y-AJ6S', { selector: 'code' })).toBeVisible();
    await expect(canvas.getByRole('textbox')).toHaveValue('IMP-VZ8Y-AJ6S');
  },
};
