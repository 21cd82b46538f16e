export { SurveyScreen as default } from '../insight/survey/survey-screen';

export const handle = { messages: ['console'] };
