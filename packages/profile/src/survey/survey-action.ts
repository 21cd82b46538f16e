// A question of the survey posted to the server before the app runs (or without it). The app keeps
// the answers on the device and sends them all after the last question; here they travel in the
// page's address (survey-address.ts): an answer goes on to the next question (303, the answers so
// far in the address), and the last sends every answer through the app's mutation and goes on to
// the result. An answer not offered, or none, draws the question again saying to choose one.
import { refusalOf } from '@aula/api-client/errors';
import { actionDispatch } from '@aula/api-client/page-action';
import { profileApi } from '@aula/api-client/profile';
import { businessSurveyRequest, surveyAnswer } from '@aula/contracts/profile';
import { FORM_NAME_FIELD, type FormSubmission } from '@aula/ui-kit/forms/page-form';
import { type ActionFunctionArgs, data, redirect } from 'react-router';
import { type AnswerValues, addressOfProgress, progressInAddress, SURVEY_FORM } from './survey-address';
import { SCALE, SURVEY_QUESTIONS, type SurveyQuestion } from './survey-progress';

/** The answer posted: one of the scale, or none (an answer not offered is none). */
function postedValue(posted: FormData): number | null {
  const value = posted.get('value');
  return SCALE.find((one) => String(one) === value) ?? null;
}

export async function surveyAction({ request, context }: ActionFunctionArgs) {
  const dispatch = actionDispatch(context);
  const posted = await request.formData();
  if (posted.get(FORM_NAME_FIELD) !== SURVEY_FORM) return data({ form: null }, { status: 400 });
  const page = new URL(request.url);
  const progress = progressInAddress(page.searchParams) ?? { step: 0, answers: {} };
  const question = SURVEY_QUESTIONS.find((one) => one === posted.get('question'));
  const index = question ? SURVEY_QUESTIONS.indexOf(question) : -1;
  // Only a question the survey has reached: every one before it answered.
  if (!question || SURVEY_QUESTIONS.slice(0, index).some((before) => progress.answers[before] === undefined)) {
    return data({ form: null }, { status: 400 });
  }
  const values: AnswerValues = { question, value: postedValue(posted) };
  const refused = (refusal?: ReturnType<typeof refusalOf>) =>
    data<FormSubmission<AnswerValues>>({ form: SURVEY_FORM, values, ...(refusal && { refusal }) }, { status: 400 });
  const checked = surveyAnswer.safeParse(values);
  if (!checked.success) return refused();

  const answers: Partial<Record<SurveyQuestion, number>> = { ...progress.answers, [question]: checked.data.value };
  if (index < SURVEY_QUESTIONS.length - 1) {
    return redirect(`${page.pathname}${addressOfProgress({ step: index + 1, answers })}`);
  }
  const survey = businessSurveyRequest.parse({
    answers: SURVEY_QUESTIONS.map((key) => ({ question: key, value: answers[key] })),
  });
  const result = await dispatch(profileApi.endpoints.submitBusinessSurvey.initiate(survey));
  if ('error' in result && result.error) return refused(refusalOf(result.error));
  if (!result.data) return refused();
  const placed = { levelId: result.data.level_maturity.id, score: result.data.score };
  return redirect(`${page.pathname}${addressOfProgress({ step: 0, answers, result: placed })}`);
}
