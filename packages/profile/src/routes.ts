import { allyRoutes } from '@aula/contracts/site-paths';
import { type Feature, lazyMessages, screenRoute } from '@aula/ui-kit/feature';

/**
 * The learner's profile screens (signed in only); each is its own chunk, which also carries the
 * contract schemas (zod) its form validates with, so nothing of it weighs on the first page.
 */
export const profileFeature: Feature = {
  messages: lazyMessages(
    'profile',
    () => import('./messages-es'),
    () => import('./messages-en'),
  ),
  learner: [
    screenRoute(allyRoutes.profile, () => import('./home/profile-home').then((m) => m.ProfileHome)),
    screenRoute(
      allyRoutes.personalData,
      () => import('./personal/personal-data-screen').then((m) => m.PersonalDataScreen),
      undefined,
      () => import('./personal/personal-action').then((m) => m.personalDataAction),
    ),
    screenRoute(
      allyRoutes.businessData,
      () => import('./business/business-data-screen').then((m) => m.BusinessDataScreen),
      undefined,
      () => import('./business/business-action').then((m) => m.businessDataAction),
    ),
    screenRoute(
      allyRoutes.businessSurvey,
      () => import('./survey/survey-screen').then((m) => m.SurveyScreen),
      undefined,
      () => import('./survey/survey-action').then((m) => m.surveyAction),
    ),
  ],
};
