import type { CheckAttemptResult } from '@aula/contracts/knowledge-checks';
import { checkPartFixtures } from '@aula/mocks/fixtures/knowledge-checks';
import { plantSession } from '@aula/testing/cookies';
import { useMswServer } from '@aula/testing/msw';
import { renderWithProviders } from '@aula/testing/render';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { LessonScreen } from '../lesson/lesson-screen';
import { lessonsMessages } from '../messages';
import { LESSON_PATH, renderScreen, SITE } from '../test-screen';
import type { CheckSubmission } from './check-fields';

// The check as a form posted to the lesson's page before the app runs (check-action.ts answers it),
// and the page the server draws with that answer.

useMswServer();
const [fixture] = checkPartFixtures;
if (!fixture) throw new Error('the mock world needs a check part');
const { lessonId, part, check } = fixture;
const route = `${SITE}/seccion/lecciones/${lessonId}?parte=${part.id}`;
const [first, second, third] = check.questions;
if (!first || !second || !third) throw new Error('the check has three questions');
/** The id of the option of `question` written `index`-th (the fixture's order). */
const optionAt = (question: typeof first, index: number) => question.options[index]?.id ?? 0;
// «Una, el día de la venta» (wrong), «Tres: …» (right); the two right dates; «Verdadero».
const [onePost, threePosts] = [optionAt(first, 0), optionAt(first, 1)];
const [backToSchool, holidays] = [optionAt(second, 0), optionAt(second, 1)];
const isTrue = optionAt(third, 0);

/** The lesson page as drawn for a post its route's action answered with `answer`. */
function renderPosted(answer: CheckSubmission) {
  plantSession('mock-token-2');
  return renderWithProviders(<LessonScreen />, {
    route,
    path: LESSON_PATH,
    messages: [lessonsMessages],
    postedAnswer: answer,
  });
}

const failedTry: CheckAttemptResult = {
  attempt: 1,
  score: 67,
  passed: false,
  pass_mark: 70,
  attempts_left: 2,
  completed: false,
  lesson_progress: 0,
  questions: [
    {
      question_id: first.id,
      correct: false,
      chosen_option_ids: [onePost],
      feedback: [{ option_id: onePost, text: 'Una sola publicación se pierde entre las demás.' }],
      correct_option_ids: null,
      review_part_id: first.review_part_id,
    },
    {
      question_id: second.id,
      correct: true,
      chosen_option_ids: [backToSchool, holidays],
      feedback: [],
      correct_option_ids: null,
      review_part_id: null,
    },
    {
      question_id: third.id,
      correct: true,
      chosen_option_ids: [isTrue],
      feedback: [],
      correct_option_ids: null,
      review_part_id: null,
    },
  ],
};

describe('a check part before the app runs', { timeout: 30_000 }, () => {
  it('is a real form posted to its page, naming the part, the try, every question and each option chosen', async () => {
    const { user } = renderScreen(<LessonScreen />, route, LESSON_PATH);
    const send = await screen.findByRole('button', { name: 'Enviar respuestas' });
    await user.click(screen.getByText('Tres: anuncio, recordatorio y último día'));
    await user.click(screen.getByText('El regreso a clases'));
    await user.click(screen.getByText('Las fiestas patrias'));
    const form = send.closest('form') as HTMLFormElement;
    expect(form).toHaveAttribute('method', 'post');
    expect(form).not.toHaveAttribute('action');
    expect(send).toHaveAttribute('type', 'submit');
    const posted = new FormData(form);
    expect(posted.get('_form')).toBe('check');
    expect(posted.get('part_id')).toBe(String(part.id));
    expect(posted.get('attempt')).toBe('1');
    expect(posted.getAll('question')).toEqual(check.questions.map((question) => String(question.id)));
    expect(posted.getAll(`answer_${first.id}`)).toEqual([String(threePosts)]);
    expect(posted.getAll(`answer_${second.id}`).sort()).toEqual([String(backToSchool), String(holidays)].sort());
    expect(posted.getAll(`answer_${third.id}`)).toEqual([]);
  });

  it('draws the grade the server gave the post: verdict, score, feedback and the part to review', async () => {
    renderPosted({ form: 'check', partId: part.id, values: {}, result: failedTry });
    expect(await screen.findByRole('heading', { level: 3, name: 'Te faltó poco: necesitas 70%.' })).toBeInTheDocument();
    expect(screen.getByText('Acertaste 2 de 3 (67%)')).toBeInTheDocument();
    expect(screen.getByText('Una sola publicación se pierde entre las demás.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /^Repasa: / })).toHaveAttribute(
      'href',
      `${SITE}/seccion/lecciones/${lessonId}?parte=${first.review_part_id}`,
    );
  });

  it('draws the answers again, the question left out marked, when the post left one out', async () => {
    renderPosted({
      form: 'check',
      partId: part.id,
      values: { [first.id]: [threePosts], [second.id]: [backToSchool] },
      unanswered: [third.id],
    });
    expect(await screen.findByRole('alert')).toHaveTextContent('Te falta responder 1 pregunta.');
    expect(screen.getByRole('radio', { name: 'Tres: anuncio, recordatorio y último día' })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'El regreso a clases' })).toBeChecked();
    expect(screen.getByRole('radio', { name: 'Verdadero' })).toHaveAccessibleDescription('Elige una respuesta.');
  });

  it('says in words why the server refused the post', async () => {
    renderPosted({
      form: 'check',
      partId: part.id,
      values: {},
      refusal: { code: 'check_no_attempts_left', fields: [] },
    });
    expect(await screen.findByRole('alert')).toHaveTextContent('Ya no te quedan intentos para esta comprobación.');
  });
});
