import type { LevelMaturity } from '@aula/contracts/catalogs';
import { SCALE, SURVEY_QUESTIONS, type SurveyProgress } from './survey-progress';

// The survey answered by page round trips (before the app runs, or without it) has no device
// storage to keep its progress in, as the app does: the progress travels in the page's address.
// `?pregunta=3&respuestas=53`: the third question shows, the first two were answered 5 and 3;
// `?nivel=2&puntaje=4.33&respuestas=554545`: the survey was sent and placed the business in level 2.

export const QUESTION_PARAM = 'pregunta';
export const ANSWERS_PARAM = 'respuestas';
export const LEVEL_PARAM = 'nivel';
export const SCORE_PARAM = 'puntaje';

/** The progress an address holds; a finished survey holds the level by its id alone. */
export interface AddressProgress {
  step: number;
  answers: SurveyProgress['answers'];
  result?: { levelId: number; score: number };
}

const isAnswer = (digit: string) => SCALE.some((value) => String(value) === digit);

/** The answers of the address, from the first question on: a digit that is not an answer ends them. */
function answersOf(digits: string): SurveyProgress['answers'] {
  const answers: SurveyProgress['answers'] = {};
  for (const [index, question] of SURVEY_QUESTIONS.entries()) {
    const digit = digits[index];
    if (digit === undefined || !isAnswer(digit)) break;
    answers[question] = Number(digit);
  }
  return answers;
}

function resultOf(search: URLSearchParams): AddressProgress['result'] {
  const levelId = Number(search.get(LEVEL_PARAM));
  const score = Number(search.get(SCORE_PARAM));
  if (!search.has(LEVEL_PARAM) || !Number.isInteger(levelId) || !search.has(SCORE_PARAM) || !Number.isFinite(score)) {
    return undefined;
  }
  return { levelId, score };
}

/**
 * The progress in the address, or undefined when it holds none. The question shown is never past
 * the first one unanswered; a result counts only with every answer.
 */
export function progressInAddress(search: URLSearchParams): AddressProgress | undefined {
  if (![QUESTION_PARAM, ANSWERS_PARAM, LEVEL_PARAM].some((param) => search.has(param))) return undefined;
  const answers = answersOf(search.get(ANSWERS_PARAM) ?? '');
  const answered = Object.keys(answers).length;
  const result = resultOf(search);
  if (result && answered === SURVEY_QUESTIONS.length) return { step: 0, answers, result };
  const asked = Math.trunc(Number(search.get(QUESTION_PARAM)) || answered + 1) - 1;
  return { step: Math.max(0, Math.min(asked, answered, SURVEY_QUESTIONS.length - 1)), answers };
}

/** The address's query for a progress: `?pregunta=…&respuestas=…`, or the result's. */
export function addressOfProgress({ step, answers, result }: AddressProgress): string {
  const digits = SURVEY_QUESTIONS.map((question) => answers[question] ?? '').join('');
  const search = new URLSearchParams(
    result
      ? { [LEVEL_PARAM]: String(result.levelId), [SCORE_PARAM]: String(result.score), [ANSWERS_PARAM]: digits }
      : { [QUESTION_PARAM]: String(step + 1), [ANSWERS_PARAM]: digits },
  );
  return `?${search}`;
}

/** The survey's progress as the screen holds it: the level named from the catalogue (none: not finished). */
export function surveyProgressOf(
  { step, answers, result }: AddressProgress,
  levels: readonly LevelMaturity[] | undefined,
): SurveyProgress {
  if (!result) return { step, answers };
  const level = levels?.find((candidate) => candidate.id === result.levelId);
  if (!level) return { step: SURVEY_QUESTIONS.length - 1, answers };
  const { id, name, description } = level;
  return { step: 0, answers, result: { level_maturity: { id, name, description }, score: result.score } };
}

/** The address's search without the survey's progress: the app keeps it on the device from then on. */
export function withoutProgress(search: URLSearchParams): URLSearchParams {
  const rest = new URLSearchParams(search);
  for (const param of [QUESTION_PARAM, ANSWERS_PARAM, LEVEL_PARAM, SCORE_PARAM]) rest.delete(param);
  return rest;
}

/** The question form's name when posted to the server before the app runs (survey-action.ts). */
export const SURVEY_FORM = 'survey';

/** The question form's values, as the app's form holds them. */
export interface AnswerValues {
  question: string;
  value: number | null;
}
