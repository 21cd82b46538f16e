// The ally console's knowledge-check results (issue 41): per check how many learners tried and passed
// and how many tries it took; per question the share answering right and the wrong option chosen
// most; the period's hardest questions. Counts only: no learner is named.
import { z } from 'zod';
import { insightFigures } from './console-insight';
import { questionKind } from './knowledge-checks';

/** A question enters "the hardest" only with this many answers in the period (one wrong answer is no pattern). */
export const HARDEST_MIN_ANSWERS = 5;
/** How many hardest questions the screen lists. */
export const HARDEST_COUNT = 5;

export const wrongOptionChosen = z.object({
  optionId: z.number().int(),
  text: z.string(),
  /** Answers that chose it. */
  chosen: z.number().int(),
});
export type WrongOptionChosen = z.infer<typeof wrongOptionChosen>;

/** A question as the check holds it now, and the period's answers to it (every try counts). */
export const checkQuestionResult = z.object({
  questionId: z.number().int(),
  kind: questionKind,
  prompt: z.string(),
  answered: z.number().int(),
  right: z.number().int(),
  /** right / answered, 0 to 1; null when nobody answered it in the period. */
  rightShare: z.number().nullable(),
  /** The option not marked right that was chosen most; null when no wrong option was chosen. */
  mostChosenWrong: wrongOptionChosen.nullable(),
});
export type CheckQuestionResult = z.infer<typeof checkQuestionResult>;

export const checkResult = z.object({
  partId: z.number().int(),
  title: z.string(),
  lessonId: z.number().int(),
  lessonTitle: z.string(),
  moduleId: z.number().int(),
  moduleTitle: z.string(),
  /** Learners who sent at least one try in the period. */
  learners: z.number().int(),
  /** Tries sent in the period. */
  attempts: z.number().int(),
  /** Of `learners`, those who passed in the period. */
  passed: z.number().int(),
  /** passed / learners, 0 to 1; null when nobody tried. */
  passRate: z.number().nullable(),
  /** The average try number on which those who passed in the period passed (1: at the first); null when none. */
  averageTriesToPass: z.number().nullable(),
  questions: z.array(checkQuestionResult),
});
export type CheckResult = z.infer<typeof checkResult>;

export const hardestQuestion = checkQuestionResult.extend({
  partId: z.number().int(),
  checkTitle: z.string(),
  lessonTitle: z.string(),
});
export type HardestQuestion = z.infer<typeof hardestQuestion>;

/** GET /api/console/insight/checks/ : every check of the scoped allies' modules, in curriculum order. */
export const checkResultsResponse = insightFigures.extend({
  checks: z.array(checkResult),
  /** The questions with the lowest share answered right (at least HARDEST_MIN_ANSWERS answers), lowest first. */
  hardest: z.array(hardestQuestion),
});
export type CheckResultsResponse = z.infer<typeof checkResultsResponse>;
