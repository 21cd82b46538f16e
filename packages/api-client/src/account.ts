import type {
  FbRegisterRequest,
  RegisterRequest,
  SimpleRegisterRequest,
  VerificationTokenQuery,
} from '@aula/contracts/account';
import type { LoginRequest, LoginResponse } from '@aula/contracts/auth';
import { MISSING_PASSWORD_PLACEHOLDER } from '@aula/contracts/constants';
import type { accountEndpoints } from '@aula/contracts/endpoints/account';
import type { Dispatch, ThunkDispatch, UnknownAction } from '@reduxjs/toolkit';
import { api, listTags } from './api';
import { hasSession } from './cookies';
import { withServerMessage } from './errors';
import { type AnswerOf, type RequestBodyOf, requestOf, routesOf } from './request-of';
import { sessionSiteOf, signedIn, signedOut } from './session';
import { getApiSettings } from './settings';

const accountRoutes = routesOf<typeof accountEndpoints>()({
  login: { method: 'POST', path: '/api/{country}/login/' },
  logout: { method: 'POST', path: '/api/logout/' },
  register: { method: 'POST', path: '/api/{country}/register/' },
  simpleRegister: { method: 'POST', path: '/api/{country}/simple_register/' },
  fbRegister: { method: 'POST', path: '/api/{country}/fb_register/' },
  waVerificationCode: { method: 'POST', path: '/api/wa_verification_code/' },
  waValidation: { method: 'POST', path: '/api/wa_validation/' },
  resetLoginPin: { method: 'PUT', path: '/api/mx/reset_login_pin/' },
  confirmLoginPin: { method: 'POST', path: '/api/mx/confirm_login_pin/' },
  checkPassword: { method: 'POST', path: '/api/check_password/' },
  sendResetPassword: { method: 'POST', path: '/api/send-reset-password/' },
  sendPhoneToken: { method: 'POST', path: '/api/send-phone-token/' },
  verifyPhoneNumber: { method: 'GET', path: '/api/verify-phone-number' },
  updatePassword: { method: 'PUT', path: '/api/update_password/' },
  setNewPassword: { method: 'PATCH', path: '/api/set-new-password/' },
  sessions: { method: 'GET', path: '/api/sessions/' },
  endSession: { method: 'DELETE', path: '/api/sessions/{id}/' },
  verificationToken: { method: 'GET', path: '/api/verification-token/' },
});
type Routes = typeof accountRoutes;

export type VerificationTokenResponse = AnswerOf<Routes['verificationToken']>;

/** What a sign-in form gathers: the phone + PIN mode has no password. */
export type LoginCredentials = Omit<LoginRequest, 'password'> & { password?: string };

export interface LoginArgs {
  country: string;
  credentials: LoginCredentials;
}

/** Registrations are per country; the screen passes the country of its route. */
export interface RegistrationArgs<Form> {
  country: string;
  registration: Form;
}

/**
 * The request a sign-in sends. The phone + PIN mode has no password, so the spec's placeholder
 * goes in its place: here and nowhere else (the sign-in form validates this same request).
 */
export function loginRequestOf({ password, ...credentials }: LoginCredentials): LoginRequest {
  return { ...credentials, password: password || MISSING_PASSWORD_PLACEHOLDER };
}

/** Spec section 5: the existence check sends the number without its leading plus. */
const withoutLeadingPlus = (phone: string) => phone.replace(/^\+/, '');

/** Anything cached while anonymous must not survive into the signed-in session, hence the reset. */
function startSession(dispatch: Dispatch, session: LoginResponse): void {
  // The token of the answer is for API clients: the API has set it as an HttpOnly cookie, so
  // the page keeps only the non-secret mark that it is signed in (the store writes it on signedIn).
  dispatch(api.util.resetApiState());
  dispatch(signedIn(session.user));
}

interface Lifecycle<Result> {
  dispatch: Dispatch;
  queryFulfilled: Promise<{ data: Result }>;
}

/** Starts the session a call answers with, if any; a failure is read by the screen from the result. */
async function startSessionFrom<Result>(
  { dispatch, queryFulfilled }: Lifecycle<Result>,
  sessionOf: (result: Result) => LoginResponse | null,
): Promise<void> {
  try {
    const session = sessionOf((await queryFulfilled).data);
    if (session) startSession(dispatch, session);
  } catch {
    // the screen reads the failure from the mutation result
  }
}

export const accountApi = api.injectEndpoints({
  endpoints: (builder) => ({
    // The one sign-in: all three credential modes, any country (spec section 9's /api/mx/login/ for Mexico).
    login: builder.mutation<AnswerOf<Routes['login']>, LoginArgs>({
      query: ({ country, credentials }) =>
        requestOf(accountRoutes.login, { path: { country }, body: loginRequestOf(credentials) }),
      onQueryStarted: (_args, lifecycle) => startSessionFrom(lifecycle, (session) => session),
    }),
    // Ends this token on the server (the other devices stay signed in); signOut() below calls it.
    logout: builder.mutation<AnswerOf<Routes['logout']>, void>({
      query: () => requestOf(accountRoutes.logout),
    }),
    register: builder.mutation<AnswerOf<Routes['register']>, RegistrationArgs<RegisterRequest>>({
      query: ({ country, registration }) =>
        requestOf(accountRoutes.register, { path: { country }, body: registration }),
    }),
    simpleRegister: builder.mutation<AnswerOf<Routes['simpleRegister']>, RegistrationArgs<SimpleRegisterRequest>>({
      query: ({ country, registration }) =>
        requestOf(accountRoutes.simpleRegister, { path: { country }, body: registration }),
    }),
    fbRegister: builder.mutation<AnswerOf<Routes['fbRegister']>, RegistrationArgs<FbRegisterRequest>>({
      query: ({ country, registration }) =>
        requestOf(accountRoutes.fbRegister, { path: { country }, body: registration }),
    }),
    waVerificationCode: builder.mutation<
      AnswerOf<Routes['waVerificationCode']>,
      RequestBodyOf<Routes['waVerificationCode']>
    >({
      query: (request) => requestOf(accountRoutes.waVerificationCode, { body: request }),
    }),
    // A valid code for a pending registration answers with a session: sign in as login does.
    waValidation: builder.mutation<AnswerOf<Routes['waValidation']>, RequestBodyOf<Routes['waValidation']>>({
      query: (request) => requestOf(accountRoutes.waValidation, { body: request }),
      onQueryStarted: (_args, lifecycle) => startSessionFrom(lifecycle, (result) => result.session),
    }),
    // Always Mexico, whatever the visitor's country (spec section 9). It sends a code by
    // WhatsApp; the PIN changes only when confirmLoginPin brings that code back.
    resetLoginPin: builder.mutation<AnswerOf<Routes['resetLoginPin']>, RequestBodyOf<Routes['resetLoginPin']>>({
      query: (request) => requestOf(accountRoutes.resetLoginPin, { body: request }),
    }),
    confirmLoginPin: builder.mutation<AnswerOf<Routes['confirmLoginPin']>, RequestBodyOf<Routes['confirmLoginPin']>>({
      query: (request) => requestOf(accountRoutes.confirmLoginPin, { body: request }),
    }),
    // A POST by the spec, but it changes nothing: a query, so the settings screen loads it into a
    // skeleton (not the blocking overlay) and a password change refreshes it by tag.
    checkPassword: builder.query<AnswerOf<Routes['checkPassword']>, void>({
      query: () => requestOf(accountRoutes.checkPassword),
      providesTags: ['AccountPassword'],
    }),
    // Recovery links must open the brand the visitor is on, hence its front-end origin as url_base.
    sendResetPassword: builder.mutation<AnswerOf<Routes['sendResetPassword']>, { email: string }>({
      query: ({ email }) =>
        requestOf(accountRoutes.sendResetPassword, { body: { email, url_base: getApiSettings().frontendBaseUrl } }),
    }),
    sendPhoneToken: builder.mutation<AnswerOf<Routes['sendPhoneToken']>, { phone_number: string }>({
      query: ({ phone_number }) =>
        requestOf(accountRoutes.sendPhoneToken, { body: { phone_number, url_base: getApiSettings().frontendBaseUrl } }),
    }),
    verifyPhoneNumber: builder.query<AnswerOf<Routes['verifyPhoneNumber']>, string>({
      query: (phoneNumber) =>
        requestOf(accountRoutes.verifyPhoneNumber, { query: { phone_number: withoutLeadingPlus(phoneNumber) } }),
    }),
    updatePassword: builder.mutation<AnswerOf<Routes['updatePassword']>, RequestBodyOf<Routes['updatePassword']>>({
      query: (request) => requestOf(accountRoutes.updatePassword, { body: request }),
      // A change ends the learner's other sessions: the list of sessions is stale too.
      invalidatesTags: (result) => (result ? ['AccountPassword', { type: 'AccountSession', id: 'LIST' }] : []),
    }),
    setNewPassword: builder.mutation<AnswerOf<Routes['setNewPassword']>, RequestBodyOf<Routes['setNewPassword']>>({
      query: (request) => requestOf(accountRoutes.setNewPassword, { body: request }),
    }),
    // The learner's own sessions (devices where they are signed in), this one marked `current`.
    sessions: builder.query<AnswerOf<Routes['sessions']>, void>({
      query: () => requestOf(accountRoutes.sessions),
      providesTags: (result) =>
        listTags(
          'AccountSession',
          'AccountSession',
          result?.results.map((session) => session.id),
        ),
    }),
    // Ends one of them on the server: that device is signed out at its next request. The list is
    // fetched again either way: a 404 means another tab or device ended it first.
    endSession: builder.mutation<AnswerOf<Routes['endSession']>, number>({
      query: (id) => requestOf(accountRoutes.endSession, { path: { id } }),
      invalidatesTags: (_result, _error, id) => [
        { type: 'AccountSession', id },
        { type: 'AccountSession', id: 'LIST' },
      ],
    }),
    verificationToken: builder.query<VerificationTokenResponse, VerificationTokenQuery>({
      query: ({ token, uidb64 }) => requestOf(accountRoutes.verificationToken, { query: { token, uidb64 } }),
      transformErrorResponse: (error) => withServerMessage(error),
    }),
  }),
});

export const {
  useLoginMutation,
  useLogoutMutation,
  useRegisterMutation,
  useSimpleRegisterMutation,
  useFbRegisterMutation,
  useWaVerificationCodeMutation,
  useWaValidationMutation,
  useResetLoginPinMutation,
  useConfirmLoginPinMutation,
  useCheckPasswordQuery,
  useSendResetPasswordMutation,
  useSendPhoneTokenMutation,
  useVerifyPhoneNumberQuery,
  useLazyVerifyPhoneNumberQuery,
  useUpdatePasswordMutation,
  useSetNewPasswordMutation,
  useVerificationTokenQuery,
  useLazyVerificationTokenQuery,
  useSessionsQuery,
  useEndSessionMutation,
} = accountApi;

/**
 * Thunk: ends the session on the server, then forgets it everywhere it lives (cookies, store,
 * cached responses). The local part happens whatever the server says: a learner who asked to
 * leave must not stay signed in because the network dropped.
 */
export function signOut() {
  return async (dispatch: ThunkDispatch<unknown, unknown, UnknownAction>, getState: () => unknown): Promise<void> => {
    // The API ends the session and clears its HttpOnly cookie, which no script here could.
    if (hasSession(sessionSiteOf(getState())?.allyCode)) await dispatch(accountApi.endpoints.logout.initiate());
    dispatch(signedOut());
    dispatch(api.util.resetApiState());
  };
}

/**
 * The navigation state of "leave for the ally's landing, then sign out there". A page behind a
 * guard (the learner's places, the console) cannot end the session itself: its guard, still
 * mounted while the landing's code loads, would send the visitor to the sign-in page. The brand's
 * frame, which stays, ends it once the landing is on screen (apps/web's sign-out-on-arrival).
 */
export const SIGN_OUT_ON_ARRIVAL = { signOutOnArrival: true } as const;

/** Whether a location's state asks for the session to end on arrival. */
export function asksSignOutOnArrival(state: unknown): boolean {
  return (state as Partial<typeof SIGN_OUT_ON_ARRIVAL> | null | undefined)?.signOutOnArrival === true;
}
