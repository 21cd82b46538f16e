import { allyRoutePattern } from '@aula/contracts/site-paths';
import type { AchievementFixture } from '@aula/mocks/fixtures/achievements';
import { mockState } from '@aula/mocks/state';
import { plantSession } from '@aula/testing/cookies';
import { renderWithProviders } from '@aula/testing/render';
import type { ReactElement } from 'react';
import { achievementsMessages } from './messages';

/** Mock users: 1 is Impulsa's demo learner, 2 Crecer's (both in Mexico). */
export const USERS = { impulsa: 1, crecer: 2 } as const;
export type TestAlly = keyof typeof USERS;

export function renderScreen(
  ui: ReactElement,
  ally: TestAlly,
  route: string,
  path: string,
  language: 'es' | 'en' = 'es',
) {
  plantSession(`mock-token-${USERS[ally]}`);
  return renderWithProviders(ui, { route: `/mx/${ally}${route}`, path, messages: [achievementsMessages], language });
}

/** An achievement of the mock world, by ally and what the test needs of it. */
export function achievementOf(ally: TestAlly, test: (fixture: AchievementFixture) => boolean): AchievementFixture {
  const found = mockState().achievements.find((fixture) => fixture.allyCode === ally && test(fixture));
  if (!found) throw new Error('No achievement fixture fits this test');
  return found;
}

export const earnedWith = (kind: 'webinar' | 'report' | 'physical') => (fixture: AchievementFixture) =>
  fixture.achievement.earned && fixture.achievement.prize.kind === kind;

export const ACHIEVEMENT_PATH = allyRoutePattern('achievement');
export const WEBINAR_PATH = allyRoutePattern('webinar');
