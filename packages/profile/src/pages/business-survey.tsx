export { surveyAction as action } from '../survey/survey-action';
export { SurveyScreen as default } from '../survey/survey-screen';

export const handle = { messages: ['profile'] };
