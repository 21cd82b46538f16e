import type { CheckAttemptResult, LearnerCheck } from '@aula/contracts/knowledge-checks';
import { checkPartFixtures, rightAnswersOf } from '@aula/mocks/fixtures/knowledge-checks';
import { lessonFixtures } from '@aula/mocks/fixtures/lessons';
import { createI18n, I18nProvider } from '@aula/ui-kit/i18n';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useRef } from 'react';
import { expect, within } from 'storybook/test';
import { lessonsMessages } from '../messages';
import { CheckPartView, type CheckPartViewProps } from './check-part-view';
import type { CheckAttempt } from './use-check-attempt';

const PHONE_WIDTH = 320;
const i18nByLanguage = { es: createI18n([lessonsMessages], 'es'), en: createI18n([lessonsMessages], 'en') };
const [fixture] = checkPartFixtures;
if (!fixture) throw new Error('the mock world needs a check part');
const parts = (lessonFixtures.find((lesson) => lesson.detail.id === fixture.lessonId)?.detail.parts ?? []).map(
  (part) => ({ ...part, completed: false }),
);
const right = rightAnswersOf(fixture.check);
/** Every question answered right, by question id (what a learner about to send has chosen). */
const allRight = Object.fromEntries(fixture.check.questions.map((question) => [question.id, right[question.id] ?? []]));
const firstQuestion = fixture.check.questions[0];

/** The check as the learner reads it: the fixture without which options are right. */
const check: LearnerCheck = {
  pass_mark: fixture.check.pass_mark,
  max_attempts: fixture.check.max_attempts,
  attempts_used: 0,
  passed: false,
  best_score: null,
  last_attempt: null,
  questions: fixture.check.questions.map(({ id, kind, prompt, options }) => ({
    id,
    kind,
    prompt,
    options: options.map((option) => ({ id: option.id, text: option.text })),
  })),
};

/** A try graded: the first question wrong (its first option), the rest right. */
function gradedTry(attempt: number, revealed: boolean): CheckAttemptResult {
  const leftAfter = (fixture?.check.max_attempts ?? 3) - attempt;
  return {
    attempt,
    score: 67,
    passed: false,
    pass_mark: 70,
    attempts_left: leftAfter,
    completed: false,
    lesson_progress: 0,
    questions: (fixture?.check.questions ?? []).map((question, index) => {
      const chosen = index === 0 ? [question.options[0]?.id ?? 0] : (right[question.id] ?? []);
      return {
        question_id: question.id,
        correct: index !== 0,
        chosen_option_ids: chosen,
        feedback: question.options
          .filter((option) => chosen.includes(option.id) && option.feedback !== '')
          .map((option) => ({ option_id: option.id, text: option.feedback })),
        correct_option_ids: revealed ? (right[question.id] ?? []) : null,
        review_part_id: index === 0 ? question.review_part_id : null,
      };
    }),
  };
}

const passedTry: CheckAttemptResult = {
  ...gradedTry(1, true),
  score: 100,
  passed: true,
  completed: true,
  lesson_progress: 33,
  questions: gradedTry(1, true).questions.map((question) => ({
    ...question,
    correct: true,
    chosen_option_ids: right[question.question_id] ?? [],
    feedback: [],
    review_part_id: null,
  })),
};

/** Where the check stands, as the player's hook holds it (its handlers do nothing in a story). */
type CheckState = Omit<CheckAttempt, 'formRef' | 'choose' | 'submit' | 'tryAgain'>;

const answering: CheckState = {
  attempt: 1,
  phase: { step: 'answering' },
  chosen: {},
  unanswered: [],
  message: undefined,
  sending: false,
  preparing: false,
};

/** The view with a state given as data: the form's ref stays out of the story's args. */
function CheckPartStory({ state, ...props }: Omit<CheckPartViewProps, 'attempt'> & { state: CheckState }) {
  const formRef = useRef<HTMLFormElement>(null);
  const attempt: CheckAttempt = {
    ...state,
    formRef,
    choose: () => {},
    submit: async (event) => event.preventDefault(),
    tryAgain: async () => {},
  };
  return <CheckPartView {...props} attempt={attempt} />;
}

const meta = {
  title: 'Lessons/Check part',
  component: CheckPartStory,
  parameters: { path: '/mx/crecer/seccion/lecciones/15' },
  decorators: [
    // The player's column on the narrowest phone the product serves.
    (Story, { globals }) => (
      <I18nProvider i18n={i18nByLanguage[globals.locale === 'en' ? 'en' : 'es']}>
        <div style={{ width: PHONE_WIDTH }} data-testid="phone">
          <Story />
        </div>
      </I18nProvider>
    ),
  ],
  args: { check, partId: fixture.part.id, parts, state: answering },
} satisfies Meta<typeof CheckPartStory>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A first try: the pass mark and tries, the questions in the server's order, nothing chosen. */
export const Unanswered: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('group')).toHaveLength(3);
    await expect(canvas.getByRole('button', { name: 'Enviar respuestas' })).toBeEnabled();
    // 320 px wide: nothing pushes the page sideways.
    await expect(canvas.getByTestId('phone').scrollWidth).toBeLessThanOrEqual(PHONE_WIDTH);
  },
};

/** Sent with two questions left out: the form's message and each of them marked. */
export const LeftUnanswered: Story = {
  args: {
    state: {
      ...answering,
      chosen: firstQuestion ? { [firstQuestion.id]: right[firstQuestion.id] ?? [] } : {},
      unanswered: fixture.check.questions.slice(1).map((question) => question.id),
      message: { key: 'lessons:check.unanswered', values: { count: 2 } },
    },
  },
};

/** A failed try: the score, the wrong answer's feedback, the part to read again, "Intentar de nuevo". */
export const FailedWithFeedback: Story = {
  args: { state: { ...answering, phase: { step: 'graded', result: gradedTry(1, false) } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Te faltó poco: necesitas 70%.' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: /^Repasa: / })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Intentar de nuevo' })).toBeVisible();
    await expect(canvas.getByTestId('phone').scrollWidth).toBeLessThanOrEqual(PHONE_WIDTH);
  },
};

export const Passed: Story = {
  args: {
    check: { ...check, passed: true, attempts_used: 1, best_score: 100 },
    state: { ...answering, phase: { step: 'graded', result: passedTry } },
  },
};

/** The last try failed: no new try, and the right options shown. */
export const NoTriesLeft: Story = {
  args: {
    check: { ...check, attempts_used: 3 },
    state: { ...answering, phase: { step: 'graded', result: gradedTry(3, true) } },
  },
};

/** Back on the part after using every try: what stands, without a form. */
export const OutOfTries: Story = {
  args: {
    check: {
      ...check,
      attempts_used: 3,
      best_score: 67,
      last_attempt: { attempt: 3, score: 67, passed: false, submitted_at: '2026-05-01T15:00:00Z' },
    },
  },
};

/** Sent offline: the worker queued it; no grade is pretended, the answers shown as sent. */
export const QueuedOffline: Story = {
  args: {
    state: { ...answering, chosen: allRight, phase: { step: 'queued', attempt: 1 } },
  },
};

/** While a try is on its way: the send button busy. */
export const Sending: Story = {
  args: { state: { ...answering, chosen: allRight, sending: true } },
};
