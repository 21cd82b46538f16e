// The prize's forms posted to the server before the app runs (or without it): a webinar's code and
// a gift's shipping address, checked by the same contracts as in the app. A code redeemed goes back
// to the achievement, which now shows the way into the session; an address is first shown in one
// line to be confirmed (the app's dialog), then saved; refused, the form is drawn with what was wrong.
import { achievementsApi } from '@aula/api-client/achievements';
import { refusalOf } from '@aula/api-client/errors';
import { actionDispatch } from '@aula/api-client/page-action';
import { profileApi } from '@aula/api-client/profile';
import { redeemCodeRequest } from '@aula/contracts/achievements';
import { routeId } from '@aula/contracts/route-params';
import { allySiteOf } from '@aula/contracts/site-paths';
import { FORM_NAME_FIELD, type FormSubmission, postedPagePath, postedValues } from '@aula/ui-kit/forms/page-form';
import type { ServerRefusal } from '@aula/ui-kit/forms/server-refusal';
import { type ActionFunctionArgs, data, redirect } from 'react-router';
import {
  ACHIEVEMENT_FORMS,
  BUSINESS_ADDRESS_FIELD,
  CONFIRMED_FIELD,
  REDEEMED_PARAM,
  WEBINAR_FIELD,
} from './achievement-forms';
import { parcelAddressOf } from './parcel-address';
import { emptyShipping, type ShippingSubmission, shippingRequest } from './shipping-values';

type Dispatch = ReturnType<typeof actionDispatch>;

interface Posted {
  posted: FormData;
  achievementId: number;
  country: string;
  request: Request;
  dispatch: Dispatch;
}

const text = (value: FormDataEntryValue | null) => (typeof value === 'string' ? value : null);

/** The posted page's path with `param` set: the screen says what the post did. */
function pathSaying(request: Request, param: string): string {
  const next = new URL(postedPagePath(request), 'http://page.invalid');
  next.searchParams.set(param, '1');
  return `${next.pathname}${next.search}`;
}

async function redeemCode({ posted, achievementId, request, dispatch }: Posted) {
  const values = postedValues(posted, { code: '' });
  // A code the API refused is not drawn again (a code is a secret); one of the wrong shape is, to be marked.
  const refused = (refusal?: ServerRefusal) =>
    data<FormSubmission<{ code: string }>>(
      { form: ACHIEVEMENT_FORMS.redeemCode, values: refusal ? { code: '' } : values, ...(refusal && { refusal }) },
      { status: 400 },
    );
  const checked = redeemCodeRequest.safeParse(values);
  if (!checked.success) return refused();
  const webinarId = routeId(text(posted.get(WEBINAR_FIELD)));
  if (webinarId === undefined) return refused({ code: 'not_found', fields: [] });
  const result = await dispatch(
    achievementsApi.endpoints.redeemWebinarCode.initiate({ achievementId, webinarId, code: checked.data.code }),
  );
  if ('error' in result && result.error) return refused(refusalOf(result.error));
  return redirect(pathSaying(request, REDEEMED_PARAM));
}

async function shipTo({ posted, achievementId, country, request, dispatch }: Posted) {
  const values = postedValues(posted, emptyShipping);
  const form = ACHIEVEMENT_FORMS.shipping;
  if (posted.has(BUSINESS_ADDRESS_FIELD)) {
    // What was typed stays; the business address fills the parcel's boxes, to be reviewed.
    const business = await dispatch(profileApi.endpoints.getBusinessData.initiate(undefined, { subscribe: false }));
    const parcel = parcelAddressOf(business.data?.address);
    return data<ShippingSubmission>({
      form,
      values: { ...values, ...parcel },
      ...(parcel && { businessAddressUsed: true as const }),
    });
  }
  const checked = shippingRequest(country).safeParse(values);
  if (!checked.success) return data<ShippingSubmission>({ form, values }, { status: 400 });
  if (text(posted.get(CONFIRMED_FIELD)) !== '1')
    return data<ShippingSubmission>({ form, values, confirm: checked.data });
  const result = await dispatch(
    achievementsApi.endpoints.submitAchievementUserData.initiate({ achievementId, address: checked.data }),
  );
  if ('error' in result && result.error) {
    return data<ShippingSubmission>({ form, values, refusal: refusalOf(result.error) }, { status: 400 });
  }
  // Back to the prize, which now says the address was received.
  return redirect(postedPagePath(request));
}

export async function achievementAction({ request, params, context }: ActionFunctionArgs) {
  const dispatch = actionDispatch(context);
  const achievementId = routeId(params.achievementId);
  const site = allySiteOf(params);
  if (achievementId === undefined || !site) throw new Response('Not found', { status: 404 });
  const posted = await request.formData();
  const form = posted.get(FORM_NAME_FIELD);
  const post: Posted = { posted, achievementId, country: site.country, request, dispatch };
  if (form === ACHIEVEMENT_FORMS.redeemCode) return redeemCode(post);
  if (form === ACHIEVEMENT_FORMS.shipping) return shipTo(post);
  return data({ form: null }, { status: 400 });
}
