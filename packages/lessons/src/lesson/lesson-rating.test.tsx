import { allyRoutePattern } from '@aula/contracts/site-paths';
import { useMswServer } from '@aula/testing/msw';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { allyLesson, renderScreen, SITE } from '../test-screen';
import { LessonRating } from './lesson-rating';

useMswServer();

const PATH = allyRoutePattern('lesson');

function renderRating(rating: number | null, average: number | null, language: 'es' | 'en' = 'es') {
  const { detail } = allyLesson(() => true);
  const lesson = { ...detail, rating, rating_average: average };
  return renderScreen(<LessonRating lesson={lesson} />, `${SITE}/seccion/lecciones/${lesson.id}`, PATH, language);
}

describe('LessonRating', () => {
  it("never titles the learner's own stars as other people's: the average counts theirs and says so", () => {
    // The learner rated alone: the average is their own 4 stars.
    renderRating(4, 4);
    expect(screen.getByText('Tu calificación: 4 de 5. Puedes cambiarla cuando quieras.')).toBeInTheDocument();
    expect(screen.getByText('Promedio de todas las calificaciones, con la tuya')).toBeInTheDocument();
    expect(screen.queryByText(/otras personas/)).not.toBeInTheDocument();
  });

  it('titles the average plainly before the learner rates', () => {
    renderRating(null, 3.5, 'en');
    expect(screen.getByText('Average rating')).toBeInTheDocument();
    expect(screen.queryByText(/others/)).not.toBeInTheDocument();
  });

  // Before the app runs the stars are a form posted to the server, with its own send button;
  // once it runs (this render) the stars save themselves and the button is gone.
  it('offers a send button only while the app is not running, the stars named for the post', () => {
    renderRating(null, null);
    expect(screen.queryByRole('button', { name: 'Guardar mi calificación' })).not.toBeInTheDocument();
    const star = screen.getByRole('radio', { name: '4 de 5 estrellas' });
    expect(star).toHaveAttribute('name', 'rating');
    expect(star.closest('form')?.getAttribute('method')).toBe('post');
  });
});
