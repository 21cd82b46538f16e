// Knowledge checks (issue 41): a lesson part of kind `check` ("Comprueba lo aprendido") holds
// questions an editor writes in the console. The server grades: a learner's reads never carry which
// option is right (`learnerCheck` names no such field, and is strict), only an attempt's answer does,
// and only as much as the attempt earned (`checkAttemptResult`).
import { z } from 'zod';
import { MAX_ID } from './common';
import { apiError } from './errors';

export const QUESTION_KINDS = ['single', 'multiple', 'true_false'] as const;
export const questionKind = z.enum(QUESTION_KINDS);
export type QuestionKind = z.infer<typeof questionKind>;

/** The share of right questions a learner needs, when the editor does not say. */
export const DEFAULT_PASS_MARK = 70;
export const MAX_QUESTIONS = 20;
export const MIN_OPTIONS = 2;
export const MAX_OPTIONS = 6;
/** The most tries an ally may set; null is unlimited. */
export const MAX_ATTEMPTS_LIMIT = 20;

const text = (max: number) => z.string().trim().max(max, `must be at most ${max} characters`);
const requiredText = (max: number) => text(max).min(1, 'is required');
/** An id the server gave a question or an option; absent on one the editor just added. */
const itemId = z.number().int().positive().max(MAX_ID);

// ---- What an editor writes (console) --------------------------------------------------------

export const checkOptionFields = z.object({
  /** Kept from the part the editor loaded; a new option has none and the server numbers it. */
  id: itemId.optional(),
  text: requiredText(300),
  correct: z.boolean({ error: 'must be true or false' }),
  /** Shown to the learner who chose it, after submitting. */
  feedback: text(600).default(''),
});

export const checkQuestionFields = z
  .object({
    id: itemId.optional(),
    kind: questionKind,
    prompt: requiredText(500),
    options: z
      .array(checkOptionFields)
      .min(MIN_OPTIONS, `must have at least ${MIN_OPTIONS} options`)
      .max(MAX_OPTIONS, `must have at most ${MAX_OPTIONS} options`),
    /** A part of the same lesson to read again when this question is answered wrong. */
    review_part_id: itemId.nullable().default(null),
  })
  .superRefine((question, context) => {
    const right = question.options.filter((option) => option.correct).length;
    if (question.kind === 'true_false' && question.options.length !== 2) {
      context.addIssue({ code: 'custom', path: ['options'], message: 'a true or false question has two options' });
    }
    if (question.kind !== 'multiple' && right !== 1) {
      context.addIssue({ code: 'custom', path: ['options'], message: 'must mark exactly one option as right' });
    }
    if (question.kind === 'multiple' && right < 1) {
      context.addIssue({ code: 'custom', path: ['options'], message: 'must mark at least one option as right' });
    }
    const ids = question.options.flatMap((option) => (option.id === undefined ? [] : [option.id]));
    if (new Set(ids).size !== ids.length) {
      context.addIssue({ code: 'custom', path: ['options'], message: 'must list each option once' });
    }
  });

/** A check as an editor writes it (the `check` of a part of kind `check`). */
export const checkFields = z
  .object({
    /** Percent of questions answered right to pass, 1-100. */
    pass_mark: z.number().int('must be a whole number').min(1).max(100).default(DEFAULT_PASS_MARK),
    /** Tries a learner has; null: as many as they need. */
    max_attempts: z.number().int('must be a whole number').min(1).max(MAX_ATTEMPTS_LIMIT).nullable().default(null),
    questions: z
      .array(checkQuestionFields)
      .min(1, 'must have at least one question')
      .max(MAX_QUESTIONS, `must have at most ${MAX_QUESTIONS} questions`),
  })
  .superRefine((check, context) => {
    const ids = check.questions.flatMap((question) => (question.id === undefined ? [] : [question.id]));
    if (new Set(ids).size !== ids.length) {
      context.addIssue({ code: 'custom', path: ['questions'], message: 'must list each question once' });
    }
  });

/** A check as stored and as the console reads it back: every question and option numbered. */
export const consoleCheck = z.object({
  pass_mark: z.number().int(),
  max_attempts: z.number().int().nullable(),
  questions: z.array(
    z.object({
      id: z.number().int(),
      kind: questionKind,
      prompt: z.string(),
      review_part_id: z.number().int().nullable(),
      options: z.array(
        z.object({ id: z.number().int(), text: z.string(), correct: z.boolean(), feedback: z.string() }),
      ),
    }),
  ),
});

// ---- What a learner reads (part detail) -----------------------------------------------------

/** The learner's last graded try, to show again after a reload. */
export const attemptSummary = z.object({
  attempt: z.number().int().positive(),
  score: z.number().int().min(0).max(100),
  passed: z.boolean(),
  submitted_at: z.string(),
});

/**
 * A check as the learner's player reads it, in the order of their next try (shuffled per try,
 * true-or-false options kept in their order). Strict: a field saying which option is right can
 * never be added to it by accident.
 */
export const learnerCheck = z
  .object({
    pass_mark: z.number().int(),
    max_attempts: z.number().int().nullable(),
    /** Tries used so far; the next try is this plus one. */
    attempts_used: z.number().int().nonnegative(),
    passed: z.boolean(),
    best_score: z.number().int().min(0).max(100).nullable(),
    last_attempt: attemptSummary.nullable(),
    questions: z.array(
      z
        .object({
          id: z.number().int(),
          kind: questionKind,
          prompt: z.string(),
          options: z.array(z.object({ id: z.number().int(), text: z.string() }).strict()),
        })
        .strict(),
    ),
  })
  .strict();

// ---- An attempt -----------------------------------------------------------------------------

/**
 * POST /api/parts/{id}/check_attempts/ : the learner's answers to try number `attempt`. Sending the
 * same try again (a queued write resent, a double tap) grades nothing twice: the first result answers.
 */
export const checkAttemptRequest = z
  .object({
    attempt: z.number({ error: 'must be a number' }).int('must be a whole number').min(1).max(1000),
    answers: z
      .array(
        z
          .object({
            question_id: itemId,
            option_ids: z.array(itemId).min(1, 'must choose an option').max(MAX_OPTIONS),
          })
          .strict(),
      )
      .min(1, 'must answer the questions')
      .max(MAX_QUESTIONS, `must have at most ${MAX_QUESTIONS} answers`),
  })
  .strict();

export const questionResult = z.object({
  question_id: z.number().int(),
  correct: z.boolean(),
  chosen_option_ids: z.array(z.number().int()),
  /** The feedback the editor wrote for each option the learner chose. */
  feedback: z.array(z.object({ option_id: z.number().int(), text: z.string() })),
  /**
   * The right options: given once the check is passed or no try is left, never while the learner
   * may try again (they would only copy them).
   */
  correct_option_ids: z.array(z.number().int()).nullable(),
  /** The part to read again (a wrong answer whose question names one). */
  review_part_id: z.number().int().nullable(),
});

export const checkAttemptResult = z.object({
  attempt: z.number().int().positive(),
  score: z.number().int().min(0).max(100),
  passed: z.boolean(),
  pass_mark: z.number().int(),
  /** Tries left after this one; null: unlimited. */
  attempts_left: z.number().int().nonnegative().nullable(),
  /** The part counts as done (this try or an earlier one passed). */
  completed: z.boolean(),
  lesson_progress: z.number().min(0).max(100),
  questions: z.array(questionResult),
});

/** 409 `check_attempt_out_of_turn`: `attempt` is not the next try (or no try is left): `attempts_used` says where it stands. */
export const CHECK_ATTEMPT_OUT_OF_TURN = 'check_attempt_out_of_turn';
export const CHECK_NO_ATTEMPTS_LEFT = 'check_no_attempts_left';

/** Body of either 409 of an attempt: the tries recorded, so the player can show the right one again. */
export const checkAttemptRefused = apiError.extend({ attempts_used: z.number().int().nonnegative() });

export type CheckOptionFields = z.input<typeof checkOptionFields>;
export type CheckQuestionFields = z.input<typeof checkQuestionFields>;
export type CheckFields = z.input<typeof checkFields>;
export type ConsoleCheck = z.infer<typeof consoleCheck>;
export type LearnerCheck = z.infer<typeof learnerCheck>;
export type AttemptSummary = z.infer<typeof attemptSummary>;
export type CheckAttemptRequest = z.infer<typeof checkAttemptRequest>;
export type QuestionResult = z.infer<typeof questionResult>;
export type CheckAttemptResult = z.infer<typeof checkAttemptResult>;
export type CheckAttemptRefused = z.infer<typeof checkAttemptRefused>;
