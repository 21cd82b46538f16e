import type { SessionUser } from '@aula/contracts/auth';
import type { BusinessAddress, BusinessData, PersonalData } from '@aula/contracts/profile';
import { businessDataPatch, businessSurveyRequest, personalDataPatch } from '@aula/contracts/profile';
import { HttpResponse, http } from 'msw';
import { mockState } from '../state';
import { asUser } from './bearer';
import { currentSecretRefusal } from './current-secret';
import { apiError, badRequest, jsonBody } from './responses';

/** Like the API: a city must belong to its state when the catalogue knows that state. */
function cityOutsideArea(address: BusinessAddress | null | undefined): boolean {
  if (!address?.state || !address.city) return false;
  const { geographicAreas, cities } = mockState();
  const area = geographicAreas.find((item) => item.country === address.country && item.name === address.state);
  const known = cities.filter((city) => city.geographic_area_id === area?.id);
  return known.length > 0 && !known.some((city) => city.name === address.city);
}

/** A learner registered during the session has no fixture: start from their session data. */
function personalDataOf(user: SessionUser): PersonalData {
  const state = mockState();
  const [first_name = '', ...rest] = user.name.split(' ');
  state.personalData[user.id] ??= {
    first_name,
    last_name: rest.join(' '),
    email: user.email,
    phone_number: user.phone_number,
    birth_date: null,
    gender: null,
    education_level_id: null,
    country: user.country,
  };
  return state.personalData[user.id] as PersonalData;
}

/** Likewise, a new learner's business starts empty. */
function businessDataOf(user: SessionUser): BusinessData {
  const state = mockState();
  state.businessData[user.id] ??= {
    business_name: '',
    business_type_id: null,
    employee_number_id: null,
    weekly_income_id: null,
    founded_year: null,
    phone_number: null,
    address: null,
    improvement_ids: [],
  };
  return state.businessData[user.id] as BusinessData;
}

export const profileHandlers = [
  http.get(
    '*/api/personal_data/',
    asUser(({ user }) => HttpResponse.json(personalDataOf(user))),
  ),
  http.patch(
    '*/api/personal_data/',
    asUser(async ({ request, user }) => {
      const patch = personalDataPatch.safeParse(await jsonBody(request));
      if (!patch.success) return badRequest(patch.error.issues);
      const { current_password, current_pin, ...fields } = patch.data;
      // As the API: the email signs in, so moving it needs the current secret.
      const email = fields.email === undefined ? personalDataOf(user).email : fields.email;
      const refusal = email === personalDataOf(user).email ? undefined : currentSecretRefusal(user.id, patch.data);
      if (refusal) return refusal;
      const updated = { ...personalDataOf(user), ...fields };
      mockState().personalData[user.id] = updated;
      return HttpResponse.json(updated);
    }),
  ),

  http.get(
    '*/api/business_data/',
    asUser(({ user }) => HttpResponse.json(businessDataOf(user))),
  ),
  http.patch(
    '*/api/business_data/',
    asUser(async ({ request, user }) => {
      const patch = businessDataPatch.safeParse(await jsonBody(request));
      if (!patch.success) return badRequest(patch.error.issues);
      if (cityOutsideArea(patch.data.address)) {
        return apiError(400, {
          error: 'bad_request',
          message: 'Invalid input',
          fields: [{ field: 'address.city', reason: 'is not in this geographic area' }],
        });
      }
      const updated = { ...businessDataOf(user), ...patch.data };
      mockState().businessData[user.id] = updated;
      return HttpResponse.json(updated);
    }),
  ),

  // The average answer (1-5) places the business in one of the maturity levels, lowest first.
  http.post(
    '*/api/business-survey/',
    asUser(async ({ request }) => {
      const body = businessSurveyRequest.safeParse(await jsonBody(request));
      if (!body.success) return badRequest(body.error.issues);
      const { answers } = body.data;
      const score = answers.reduce((sum, answer) => sum + answer.value, 0) / answers.length;
      const levels = [...mockState().levelsMaturity].sort((a, b) => a.order - b.order);
      const index = Math.min(levels.length - 1, Math.floor(((score - 1) / 4) * levels.length));
      const level = levels[index] ?? levels[0];
      if (!level) throw new Error('The mocks need at least one maturity level');
      const { id, name, description } = level;
      return HttpResponse.json({ level_maturity: { id, name, description }, score: Math.round(score * 100) / 100 });
    }),
  ),
];
