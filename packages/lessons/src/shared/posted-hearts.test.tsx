import { allyRoutePattern } from '@aula/contracts/site-paths';
import { mockState } from '@aula/mocks/state';
import { plantSession } from '@aula/testing/cookies';
import { useMswServer } from '@aula/testing/msw';
import { renderWithProviders } from '@aula/testing/render';
import { screen } from '@testing-library/react';
import type { ReactElement } from 'react';
import { describe, expect, it } from 'vitest';
import { FavoritesScreen } from '../favorites/favorites-screen';
import { lessonsMessages } from '../messages';
import { renderScreen, SITE } from '../test-screen';

// The hearts on lesson cards as forms posted to the page before the app runs (lesson-cards-action.ts).

useMswServer();
const PATH = allyRoutePattern('favorites');

/** The screen as drawn for a post its route's action answered with `answer` (the router's actionData). */
function renderPosted(ui: ReactElement, answer: unknown) {
  plantSession('mock-token-2');
  return renderWithProviders(ui, {
    route: `${SITE}/seccion/favoritos`,
    path: PATH,
    messages: [lessonsMessages],
    postedAnswer: answer,
  });
}

function favouriteLesson() {
  const lesson = mockState().lessons.find((candidate) => candidate.allyCode === 'crecer');
  if (!lesson) throw new Error('the mock world needs a crecer lesson');
  lesson.detail.favorite = true;
  return lesson.detail;
}

describe('a heart on a lesson card', { timeout: 20_000 }, () => {
  it('is the send button of a form posted to the page, naming the lesson and the state wanted', async () => {
    const lesson = favouriteLesson();
    renderScreen(<FavoritesScreen />, `${SITE}/seccion/favoritos`, PATH);
    const heart = await screen.findByRole('button', { name: `Favorita: ${lesson.title}`, pressed: true });
    expect(heart).toHaveAttribute('type', 'submit');
    const form = heart.closest('form');
    expect(form).toHaveAttribute('method', 'post');
    expect(form).not.toHaveAttribute('action');
    expect(Object.fromEntries(new FormData(form as HTMLFormElement))).toEqual({
      _form: 'favorite',
      lesson_id: String(lesson.id),
      favorite: 'false',
    });
  });

  it('says so when the server could not save a heart posted before the app ran', async () => {
    favouriteLesson();
    renderPosted(<FavoritesScreen />, { form: 'favorite', values: {}, failed: true });
    expect(await screen.findByRole('alert')).toHaveTextContent('No pudimos guardar tu cambio en favoritos.');
  });

  it('says nothing of a failure when the page was not posted to', async () => {
    const lesson = favouriteLesson();
    renderPosted(<FavoritesScreen />, undefined);
    expect(await screen.findByRole('button', { name: `Favorita: ${lesson.title}` })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
