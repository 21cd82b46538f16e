// The signed-in learner's own profile: no id in these paths, so no one else's is reachable.
import { endpoint } from '../endpoint';
import {
  businessData,
  businessDataPatch,
  businessSurveyRequest,
  businessSurveyResponse,
  personalData,
  personalDataPatch,
} from '../profile';

const own = { domain: 'profile', access: 'learner' } as const;
const write = { ...own, errors: [400, 401, 409] } as const;

export const profileEndpoints = {
  personalData: endpoint({
    ...own,
    method: 'GET',
    path: '/api/personal_data/',
    summary: "The learner's personal data",
    response: personalData,
    errors: [401],
  }),
  updatePersonalData: endpoint({
    ...write,
    method: 'PATCH',
    path: '/api/personal_data/',
    summary: "Changes the learner's personal data; a new email needs the current secret",
    body: personalDataPatch,
    response: personalData,
    errors: [400, 401, 409, 429],
  }),
  businessData: endpoint({
    ...own,
    method: 'GET',
    path: '/api/business_data/',
    summary: "The learner's business",
    response: businessData,
    errors: [401],
  }),
  updateBusinessData: endpoint({
    ...write,
    method: 'PATCH',
    path: '/api/business_data/',
    summary: "Changes the learner's business",
    body: businessDataPatch,
    response: businessData,
  }),
  businessSurvey: endpoint({
    ...write,
    method: 'POST',
    path: '/api/business-survey/',
    summary: 'The business survey; answers its maturity level',
    body: businessSurveyRequest,
    response: businessSurveyResponse,
  }),
};
