import { plantSession } from '@aula/testing/cookies';
import { renderWithProviders } from '@aula/testing/render';
import type { ReactElement } from 'react';
import { achievementsMessages } from '../messages';
import { type TestAlly, USERS } from '../test-screen';

/**
 * Renders `ui` as the page a form was posted to: the route's action answered `answer`, which the
 * server drew and the app then adopts (the data router's `actionData` of that route).
 */
export function renderPosted(ui: ReactElement, ally: TestAlly, route: string, path: string, answer: unknown) {
  plantSession(`mock-token-${USERS[ally]}`);
  return renderWithProviders(ui, {
    route: `/mx/${ally}${route}`,
    path,
    messages: [achievementsMessages],
    postedAnswer: answer,
  });
}
