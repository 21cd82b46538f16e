// The ally console's business survey and profile results (issue 29): how learners answered each
// survey question, by country and business type, how their answers moved between their first and
// last survey, and what their business profiles say.
import { z } from 'zod';
import { insightFigures } from './console-insight';

/** The survey's questions, in order; their keys are what the API stores (`answers[].question`). */
export const SURVEY_QUESTIONS = [
  'registra_ventas',
  'separa_cuentas',
  'conoce_costos',
  'controla_inventario',
  'vende_en_linea',
  'planea_metas',
] as const;
export type SurveyQuestionKey = (typeof SURVEY_QUESTIONS)[number];

/** How many answered 1, 2, 3, 4 and 5 (index 0 is the answer 1), and their average (null when none). */
export const answerCounts = z.object({
  counts: z.array(z.number().int()).length(5),
  answered: z.number().int(),
  average: z.number().nullable(),
});
export type AnswerCounts = z.infer<typeof answerCounts>;

/** Learners who took the survey more than once: their first answer against their last. */
export const beforeAfter = z.object({
  learners: z.number().int(),
  firstAverage: z.number().nullable(),
  lastAverage: z.number().nullable(),
  improved: z.number().int(),
  same: z.number().int(),
  worse: z.number().int(),
});
export type BeforeAfter = z.infer<typeof beforeAfter>;

export const surveyQuestionResult = z.object({
  question: z.string(),
  /** Each learner's last answer in the period. */
  all: answerCounts,
  byCountry: z.array(answerCounts.extend({ country: z.string().nullable() })),
  byBusinessType: z.array(answerCounts.extend({ businessTypeId: z.number().int().nullable(), name: z.string() })),
  beforeAfter,
});
export type SurveyQuestionResult = z.infer<typeof surveyQuestionResult>;

/** A business profile field's answers: one row per choice (null id: not given). */
export const profileDistribution = z.array(
  z.object({ id: z.number().int().nullable(), name: z.string(), learners: z.number().int() }),
);
export type ProfileDistribution = z.infer<typeof profileDistribution>;

/** GET /api/console/insight/survey/ */
export const surveyResultsResponse = insightFigures.extend({
  /** Learners in scope whose last survey is in the period. */
  respondents: z.number().int(),
  questions: z.array(surveyQuestionResult),
  /** The maturity level of each respondent's last survey. */
  maturity: profileDistribution,
  /** Business profiles of the learners in scope registered by the period's end. */
  profile: z.object({
    learners: z.number().int(),
    businessType: profileDistribution,
    employees: profileDistribution,
    weeklyIncome: profileDistribution,
  }),
});
export type SurveyResultsResponse = z.infer<typeof surveyResultsResponse>;
