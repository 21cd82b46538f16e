import type {
  CheckPasswordResponse,
  CodeSent,
  ConfirmLoginPinRequest,
  FbRegisterRequest,
  MessageQueued,
  PasswordUpdated,
  RegisterRequest,
  RegistrationAccepted,
  ResetLoginPinRequest,
  SetNewPasswordRequest,
  SimpleRegisterRequest,
  UpdatePasswordRequest,
  VerificationTokenQuery,
  VerifyPhoneNumberResponse,
  verificationTokenResponse,
  WaValidationRequest,
  WaValidationResponse,
  WaVerificationCodeRequest,
} from '@aula/contracts/account';
import type { LoginRequest, LoginResponse } from '@aula/contracts/auth';
import { MISSING_PASSWORD_PLACEHOLDER } from '@aula/contracts/constants';
import type { SessionEnded, SessionsResponse } from '@aula/contracts/sessions';
import type { Dispatch, ThunkDispatch, UnknownAction } from '@reduxjs/toolkit';
import { api, listTags } from './api';
import { hasSession } from './cookies';
import { withServerMessage } from './errors';
import { sessionSiteOf, signedIn, signedOut } from './session';
import { getApiSettings } from './settings';

/** The contract names no type for the token check's answer; inferred from the schema, as a type only. */
export type VerificationTokenResponse = ReturnType<typeof verificationTokenResponse.parse>;

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

const countryPath = (country: string, action: string) => `/api/${encodeURIComponent(country)}/${action}/`;

/** Spec section 9: Mexico signs in at its fixed-country path; every other country at its own. */
const MX_LOGIN_PATH = '/api/mx/login/';
const loginPath = (country: string) => (country === 'mx' ? MX_LOGIN_PATH : countryPath(country, 'login'));

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
    // The one sign-in: all three credential modes, any country (mx at its fixed path).
    login: builder.mutation<LoginResponse, LoginArgs>({
      query: ({ country, credentials }) => ({
        url: loginPath(country),
        method: 'POST',
        body: loginRequestOf(credentials),
      }),
      onQueryStarted: (_args, lifecycle) => startSessionFrom(lifecycle, (session) => session),
    }),
    // Ends this token on the server (the other devices stay signed in); signOut() below calls it.
    logout: builder.mutation<SessionEnded, void>({
      query: () => ({ url: '/api/logout/', method: 'POST' }),
    }),
    register: builder.mutation<RegistrationAccepted, RegistrationArgs<RegisterRequest>>({
      query: ({ country, registration }) => ({
        url: countryPath(country, 'register'),
        method: 'POST',
        body: registration,
      }),
    }),
    simpleRegister: builder.mutation<RegistrationAccepted, RegistrationArgs<SimpleRegisterRequest>>({
      query: ({ country, registration }) => ({
        url: countryPath(country, 'simple_register'),
        method: 'POST',
        body: registration,
      }),
    }),
    fbRegister: builder.mutation<RegistrationAccepted, RegistrationArgs<FbRegisterRequest>>({
      query: ({ country, registration }) => ({
        url: countryPath(country, 'fb_register'),
        method: 'POST',
        body: registration,
      }),
    }),
    waVerificationCode: builder.mutation<CodeSent, WaVerificationCodeRequest>({
      query: (request) => ({ url: '/api/wa_verification_code/', method: 'POST', body: request }),
    }),
    // A valid code for a pending registration answers with a session: sign in as login does.
    waValidation: builder.mutation<WaValidationResponse, WaValidationRequest>({
      query: (request) => ({ url: '/api/wa_validation/', method: 'POST', body: request }),
      onQueryStarted: (_args, lifecycle) => startSessionFrom(lifecycle, (result) => result.session),
    }),
    // Always Mexico, whatever the visitor's country (spec section 9). It sends a code by
    // WhatsApp; the PIN changes only when confirmLoginPin brings that code back.
    resetLoginPin: builder.mutation<MessageQueued, ResetLoginPinRequest>({
      query: (request) => ({ url: '/api/mx/reset_login_pin/', method: 'PUT', body: request }),
    }),
    confirmLoginPin: builder.mutation<PasswordUpdated, ConfirmLoginPinRequest>({
      query: (request) => ({ url: '/api/mx/confirm_login_pin/', method: 'POST', body: request }),
    }),
    // A POST by the spec, but it changes nothing: a query, so the settings screen loads it into a
    // skeleton (not the blocking overlay) and a password change refreshes it by tag.
    checkPassword: builder.query<CheckPasswordResponse, void>({
      query: () => ({ url: '/api/check_password/', method: 'POST' }),
      providesTags: ['AccountPassword'],
    }),
    // Recovery links must open the brand the visitor is on, hence its front-end origin as url_base.
    sendResetPassword: builder.mutation<MessageQueued, { email: string }>({
      query: ({ email }) => ({
        url: '/api/send-reset-password/',
        method: 'POST',
        body: { email, url_base: getApiSettings().frontendBaseUrl },
      }),
    }),
    sendPhoneToken: builder.mutation<MessageQueued, { phone_number: string }>({
      query: ({ phone_number }) => ({
        url: '/api/send-phone-token/',
        method: 'POST',
        body: { phone_number, url_base: getApiSettings().frontendBaseUrl },
      }),
    }),
    verifyPhoneNumber: builder.query<VerifyPhoneNumberResponse, string>({
      query: (phoneNumber) => ({
        url: '/api/verify-phone-number',
        params: { phone_number: withoutLeadingPlus(phoneNumber) },
      }),
    }),
    updatePassword: builder.mutation<PasswordUpdated, UpdatePasswordRequest>({
      query: (request) => ({ url: '/api/update_password/', method: 'PUT', body: request }),
      // A change ends the learner's other sessions: the list of sessions is stale too.
      invalidatesTags: (result) => (result ? ['AccountPassword', { type: 'AccountSession', id: 'LIST' }] : []),
    }),
    setNewPassword: builder.mutation<PasswordUpdated, SetNewPasswordRequest>({
      query: (request) => ({ url: '/api/set-new-password/', method: 'PATCH', body: request }),
    }),
    // The learner's own sessions (devices where they are signed in), this one marked `current`.
    sessions: builder.query<SessionsResponse, void>({
      query: () => ({ url: '/api/sessions/' }),
      providesTags: (result) =>
        listTags(
          'AccountSession',
          'AccountSession',
          result?.results.map((session) => session.id),
        ),
    }),
    // Ends one of them on the server: that device is signed out at its next request. The list is
    // fetched again either way: a 404 means another tab or device ended it first.
    endSession: builder.mutation<SessionEnded, number>({
      query: (id) => ({ url: `/api/sessions/${id}/`, method: 'DELETE' }),
      invalidatesTags: (_result, _error, id) => [
        { type: 'AccountSession', id },
        { type: 'AccountSession', id: 'LIST' },
      ],
    }),
    verificationToken: builder.query<VerificationTokenResponse, VerificationTokenQuery>({
      query: ({ token, uidb64 }) => ({ url: '/api/verification-token/', params: { token, uidb64 } }),
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
