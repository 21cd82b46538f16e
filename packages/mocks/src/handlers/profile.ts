import type { SessionUser } from '@aula/contracts/auth';
import { profileEndpoints } from '@aula/contracts/endpoints/profile';
import type { BusinessAddress, BusinessData, PersonalData } from '@aula/contracts/profile';
import { ruleReasons } from '@aula/contracts/rules';
import { mockState } from '../state';
import { currentSecretRefusal } from './current-secret';
import { handle } from './declared';
import { apiError } from './responses';

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
  handle(profileEndpoints.personalData, ({ user }) => personalDataOf(user)),
  handle(profileEndpoints.updatePersonalData, ({ user, body }) => {
    const { current_password, current_pin, ...fields } = body;
    // As the API: the email signs in, so moving it needs the current secret.
    const email = fields.email === undefined ? personalDataOf(user).email : fields.email;
    const refusal = email === personalDataOf(user).email ? undefined : currentSecretRefusal(user.id, body);
    if (refusal) return refusal;
    const updated = { ...personalDataOf(user), ...fields };
    mockState().personalData[user.id] = updated;
    return updated;
  }),

  handle(profileEndpoints.businessData, ({ user }) => businessDataOf(user)),
  handle(profileEndpoints.updateBusinessData, ({ user, body }) => {
    if (cityOutsideArea(body.address)) {
      return apiError(400, {
        error: 'bad_request',
        message: 'Invalid input',
        fields: [{ field: 'address.city', reason: ruleReasons.cityOutsideArea }],
      });
    }
    const updated = { ...businessDataOf(user), ...body };
    mockState().businessData[user.id] = updated;
    return updated;
  }),

  // The average answer (1-5) places the business in one of the maturity levels, lowest first.
  handle(profileEndpoints.businessSurvey, ({ body: { answers } }) => {
    const score = answers.reduce((sum, answer) => sum + answer.value, 0) / answers.length;
    const levels = [...mockState().levelsMaturity].sort((a, b) => a.order - b.order);
    const index = Math.min(levels.length - 1, Math.floor(((score - 1) / 4) * levels.length));
    const level = levels[index] ?? levels[0];
    if (!level) throw new Error('The mocks need at least one maturity level');
    const { id, name, description } = level;
    return { level_maturity: { id, name, description }, score: Math.round(score * 100) / 100 };
  }),
];
