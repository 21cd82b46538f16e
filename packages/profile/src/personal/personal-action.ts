// The personal details form posted to the server before the app runs (or without it): checked by
// the same contract as in the app, saved, and back to the form with "saved" said (303, so a reload
// sends nothing again); refused, the form is drawn with the values sent and what was wrong.
import { accountApi } from '@aula/api-client/account';
import { refusalOf } from '@aula/api-client/errors';
import { actionDispatch } from '@aula/api-client/page-action';
import { profileApi } from '@aula/api-client/profile';
import { FORM_NAME_FIELD, postedPagePath, postedValues } from '@aula/ui-kit/forms/page-form';
import { type ActionFunctionArgs, data, redirect } from 'react-router';
import {
  GENDERS,
  type Gender,
  PERSONAL_FORM,
  type PersonalContext,
  type PersonalSubmission,
  type PersonalValues,
  personalRequest,
  requestOf,
  SAVED_PARAM,
  type SecretKind,
  valuesOf,
} from './personal-values';

/** What was posted, in the form's shape: a choice not offered and an empty list choice are none. */
function postedPersonal(posted: FormData, saved: PersonalValues): PersonalValues {
  const values = postedValues(posted, { ...saved, gender: '', education_level_id: '' } as unknown as PersonalValues);
  const gender =
    GENDERS.find((one) => one === (values.gender as string)) ?? (posted.has('gender') ? null : saved.gender);
  const level = Number(values.education_level_id);
  return {
    ...values,
    gender: gender as Gender | null,
    education_level_id: posted.has('education_level_id')
      ? Number.isInteger(level) && level > 0
        ? level
        : null
      : saved.education_level_id,
  };
}

export async function personalDataAction({ request, context }: ActionFunctionArgs) {
  const dispatch = actionDispatch(context);
  const posted = await request.formData();
  if (posted.get(FORM_NAME_FIELD) !== PERSONAL_FORM) return data({ form: null }, { status: 400 });
  const [current, secrets] = await Promise.all([
    dispatch(profileApi.endpoints.getPersonalData.initiate(undefined, { subscribe: false })),
    dispatch(accountApi.endpoints.checkPassword.initiate(undefined, { subscribe: false })),
  ]);
  if (!current.data) throw new Response('Personal data unavailable', { status: 502 });
  const saved = valuesOf(current.data);
  const secret: SecretKind | undefined = secrets.data?.has_password
    ? 'password'
    : secrets.data?.has_pin
      ? 'pin'
      : undefined;
  const personal: PersonalContext = { saved, secret };
  const values = postedPersonal(posted, saved);
  const answer = (refusal?: ReturnType<typeof refusalOf>) =>
    data<PersonalSubmission>(
      // The current secret is never sent back into the page; its kind is, so its field shows.
      {
        form: PERSONAL_FORM,
        values: { ...values, current_password: '', current_pin: '' },
        ...(secret && { secret }),
        ...(refusal && { refusal }),
      },
      { status: 400 },
    );
  if (!personalRequest(personal).safeParse(values).success) return answer();
  const patch = requestOf(values, personal);
  if (Object.keys(patch).length > 0) {
    const result = await dispatch(profileApi.endpoints.updatePersonalData.initiate(patch));
    if ('error' in result && result.error) return answer(refusalOf(result.error));
  }
  const next = new URL(postedPagePath(request), 'http://page.invalid');
  next.searchParams.set(SAVED_PARAM, '1');
  return redirect(`${next.pathname}${next.search}`);
}
