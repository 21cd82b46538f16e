import { ALLY_ROOT_PATTERN } from '@aula/contracts/site-paths';
import { achievementFixtures } from '@aula/mocks/fixtures/achievements';
import { createI18n, I18nProvider } from '@aula/ui-kit/i18n';
import { CardGrid } from '@aula/ui-kit/page';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { Route, Routes } from 'react-router';
import { expect, within } from 'storybook/test';
import { achievementsMessages } from '../messages';
import { AchievementCard } from './achievement-card';

const i18nByLanguage = {
  es: createI18n([achievementsMessages], 'es'),
  en: createI18n([achievementsMessages], 'en'),
};
const [fixture] = achievementFixtures;
if (!fixture) throw new Error('the demo world has no achievements');
const { achievement } = fixture;

const meta = {
  title: 'Achievements/Achievement card',
  component: AchievementCard,
  // The card links within the ally's site, which it reads from the address.
  parameters: { path: '/mx/impulsa/seccion/logros' },
  decorators: [
    (Story, { globals }) => (
      <I18nProvider i18n={i18nByLanguage[globals.locale === 'en' ? 'en' : 'es']}>
        <Routes>
          <Route
            path={`${ALLY_ROOT_PATTERN}/*`}
            element={
              <CardGrid>
                <li>
                  <Story />
                </li>
              </CardGrid>
            }
          />
        </Routes>
      </I18nProvider>
    ),
  ],
  args: { achievement },
} satisfies Meta<typeof AchievementCard>;

export default meta;
type Story = StoryObj<typeof meta>;

/** On the way: the medal partly drawn, a progress bar and how many lessons are done. */
export const InProgress: Story = {
  args: {
    achievement: {
      ...achievement,
      earned: false,
      earned_at: null,
      progress: { completed: 2, total: 5, percent: 40 },
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '40');
    await expect(canvas.getByRole('link')).toHaveAttribute('href', `/mx/impulsa/seccion/logros/${achievement.id}`);
  },
};

/** Earned: the medal in full colour and the date it was won, no progress bar. */
export const Earned: Story = {
  args: {
    achievement: {
      ...achievement,
      earned: true,
      earned_at: '2026-11-20T10:00:00.000Z',
      progress: { completed: 5, total: 5, percent: 100 },
    },
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('progressbar')).toBeNull();
  },
};

/** Not started yet. */
export const NotStarted: Story = {
  args: {
    achievement: { ...achievement, earned: false, earned_at: null, progress: { completed: 0, total: 4, percent: 0 } },
  },
};
