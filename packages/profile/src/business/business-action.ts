// The business form posted to the server before the app runs (or without it): checked by the same
// contract as in the app, saved, and back to the form with "saved" said (303, so a reload sends
// nothing again); refused, the form is drawn with the values sent and what was wrong: the
// contract's faults, which the form finds again in them, or the API's refusal (a city of another state).
import { catalogsApi } from '@aula/api-client/catalogs';
import { refusalOf } from '@aula/api-client/errors';
import { actionDispatch } from '@aula/api-client/page-action';
import { profileApi } from '@aula/api-client/profile';
import type { AppDispatch } from '@aula/api-client/store';
import { allySiteOf } from '@aula/contracts/site-paths';
import { FORM_NAME_FIELD, type FormSubmission, postedPagePath } from '@aula/ui-kit/forms/page-form';
import { type ActionFunctionArgs, data, redirect } from 'react-router';
import { SAVED_PARAM } from '../forms/saved-note';
import { postedBusiness, withStateOfCountry } from './business-posted';
import { BUSINESS_FORM, type BusinessValues, businessRequest, patchOf, valuesOf } from './business-values';

/** The states of a country, as the form lists them; undefined when the catalogue cannot say. */
async function statesOf(dispatch: AppDispatch, code: string) {
  const read = { subscribe: false } as const;
  const countries = await dispatch(catalogsApi.endpoints.getAllCountries.initiate(undefined, read));
  const country = countries.data?.find((candidate) => candidate.code === code);
  if (!country) return undefined;
  return (await dispatch(catalogsApi.endpoints.getGeographicAreasByCountry.initiate(country.id, read))).data;
}

// The city of the state chosen is the API's to check (it refuses another state's city, and the form
// shows that refusal by the city): the action holds no list of cities.
const contract = businessRequest(() => ({}));

export async function businessDataAction({ request, params, context }: ActionFunctionArgs) {
  const dispatch = actionDispatch(context);
  const site = allySiteOf(params);
  if (!site) throw new Response('Not found', { status: 404 });
  const posted = await request.formData();
  if (posted.get(FORM_NAME_FIELD) !== BUSINESS_FORM) return data({ form: null }, { status: 400 });
  const current = await dispatch(profileApi.endpoints.getBusinessData.initiate(undefined, { subscribe: false }));
  if (!current.data) throw new Response('Business data unavailable', { status: 502 });
  const saved = valuesOf(current.data, site.country);
  const sent = postedBusiness(posted, saved);
  const values: BusinessValues = {
    ...sent,
    address: withStateOfCountry(sent.address, await statesOf(dispatch, sent.address.country)),
  };
  const answer = (refusal?: ReturnType<typeof refusalOf>) =>
    data<FormSubmission<BusinessValues>>({ form: BUSINESS_FORM, values, ...(refusal && { refusal }) }, { status: 400 });
  if (!contract.safeParse(values).success) return answer();
  const patch = patchOf(values, saved);
  if (Object.keys(patch).length > 0) {
    const result = await dispatch(profileApi.endpoints.updateBusinessData.initiate(patch));
    if ('error' in result && result.error) return answer(refusalOf(result.error));
  }
  const next = new URL(postedPagePath(request), 'http://page.invalid');
  next.searchParams.set(SAVED_PARAM, '1');
  return redirect(`${next.pathname}${next.search}`);
}
