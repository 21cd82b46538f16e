import {
  confirmLoginPinRequest,
  resetLoginPinRequest,
  sendPhoneTokenRequest,
  sendResetPasswordRequest,
  setNewPasswordRequest,
  updatePasswordRequest,
  verificationTokenQuery,
  verifyPhoneNumberQuery,
} from '@aula/contracts/account';
import { HttpResponse, http } from 'msw';
import { EXPIRED_RESET_TOKEN, RESET_UIDB64, VALID_RESET_TOKEN, VALID_WA_CODE } from '../fixtures/secrets';
import { mockState } from '../state';
import { asUser } from './bearer';
import { currentSecretRefusal } from './current-secret';
import { userByPhone } from './phone';
import { apiError, badRequest, jsonBody, queued, searchParamsOf } from './responses';

/** The id a reset link's uidb64 names (base64 of the user id, as Django encodes it). */
function userIdOf(uidb64: string): number | undefined {
  const id = Number(atob(uidb64.replace(/-/g, '+').replace(/_/g, '/')));
  return Number.isInteger(id) ? id : undefined;
}

/** Why a reset link cannot be used, or undefined when it can. Used once, a token is spent. */
function resetLinkProblem(token: string, uidb64: string): string | undefined {
  if (token === EXPIRED_RESET_TOKEN) return 'The reset link has expired';
  const known = token === VALID_RESET_TOKEN && uidb64 === RESET_UIDB64;
  if (!known || mockState().usedResetTokens.includes(token)) return 'The reset link is not valid';
  return undefined;
}

const invalidToken = (message: string) => apiError(400, { error: 'invalid_token', message });

export const passwordHandlers = [
  http.put('*/api/mx/reset_login_pin/', async ({ request }) => {
    const body = resetLoginPinRequest.safeParse(await jsonBody(request));
    return body.success ? queued() : badRequest(body.error.issues);
  }),

  // The code reset_login_pin sent (VALID_WA_CODE here) brings the new PIN; the old one works until then.
  http.post('*/api/mx/confirm_login_pin/', async ({ request }) => {
    const body = confirmLoginPinRequest.safeParse(await jsonBody(request));
    if (!body.success) return badRequest(body.error.issues);
    if (body.data.verification_code !== VALID_WA_CODE) {
      return apiError(400, { error: 'invalid_code', message: 'The code is not valid' });
    }
    const demo = userByPhone(body.data.phone_number);
    if (demo) demo.loginPin = body.data.login_pin;
    return HttpResponse.json({ status: 'updated' });
  }),

  http.post(
    '*/api/check_password/',
    asUser(({ user }) => {
      const demo = mockState().users.find((candidate) => candidate.user.id === user.id);
      return HttpResponse.json({ has_password: Boolean(demo?.password), has_pin: Boolean(demo?.loginPin) });
    }),
  ),

  // The same answer whether or not the address or number is registered, as the API gives.
  http.post('*/api/send-reset-password/', async ({ request }) => {
    const body = sendResetPasswordRequest.safeParse(await jsonBody(request));
    return body.success ? queued() : badRequest(body.error.issues);
  }),
  http.post('*/api/send-phone-token/', async ({ request }) => {
    const body = sendPhoneTokenRequest.safeParse(await jsonBody(request));
    return body.success ? queued() : badRequest(body.error.issues);
  }),

  http.get('*/api/verify-phone-number', ({ request }) => {
    const query = verifyPhoneNumberQuery.safeParse(searchParamsOf(request));
    if (!query.success) return badRequest(query.error.issues);
    return HttpResponse.json({ exists: userByPhone(query.data.phone_number) !== undefined });
  }),

  http.put(
    '*/api/update_password/',
    asUser(async ({ request, user }) => {
      const body = updatePasswordRequest.safeParse(await jsonBody(request));
      if (!body.success) return badRequest(body.error.issues);
      const demo = mockState().users.find((candidate) => candidate.user.id === user.id);
      // As the API: the current secret must come too (re-authentication), the PIN without a password.
      const refusal = currentSecretRefusal(user.id, body.data);
      if (refusal) return refusal;
      if (demo) demo.password = body.data.password;
      return HttpResponse.json({ status: 'updated' });
    }),
  ),

  http.get('*/api/verification-token/', ({ request }) => {
    const query = verificationTokenQuery.safeParse(searchParamsOf(request));
    if (!query.success) return badRequest(query.error.issues);
    const problem = resetLinkProblem(query.data.token, query.data.uidb64);
    return problem ? invalidToken(problem) : HttpResponse.json({ valid: true });
  }),

  http.patch('*/api/set-new-password/', async ({ request }) => {
    const body = setNewPasswordRequest.safeParse(await jsonBody(request));
    if (!body.success) return badRequest(body.error.issues);
    const { token, uidb64, password } = body.data;
    const problem = resetLinkProblem(token, uidb64);
    if (problem) return invalidToken(problem);
    const state = mockState();
    const demo = state.users.find(({ user }) => user.id === userIdOf(uidb64));
    if (demo) demo.password = password;
    state.usedResetTokens.push(token);
    return HttpResponse.json({ status: 'updated' });
  }),
];
