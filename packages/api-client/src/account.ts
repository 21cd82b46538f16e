import type {
  CheckPasswordResponse,
  CodeSent,
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
import type { Dispatch } from '@reduxjs/toolkit';
import { api } from './api';
import { clearToken, clearUserAccess, writeToken, writeUserAccess } from './cookies';
import { withServerMessage } from './errors';
import { signedIn, signedOut } from './session';
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

function withPasswordPlaceholder({ password, ...credentials }: LoginCredentials): LoginRequest {
  return { ...credentials, password: password || MISSING_PASSWORD_PLACEHOLDER };
}

const countryPath = (country: string, action: string) => `/api/${encodeURIComponent(country)}/${action}/`;

/** Spec section 5: the existence check sends the number without its leading plus. */
const withoutLeadingPlus = (phone: string) => phone.replace(/^\+/, '');

/** Anything cached while anonymous must not survive into the signed-in session, hence the reset. */
function startSession(dispatch: Dispatch, session: LoginResponse): void {
  writeToken(session.token);
  writeUserAccess(session.user.access);
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
    login: builder.mutation<LoginResponse, LoginArgs>({
      query: ({ country, credentials }) => ({
        url: countryPath(country, 'login'),
        method: 'POST',
        body: withPasswordPlaceholder(credentials),
      }),
      onQueryStarted: (_args, lifecycle) => startSessionFrom(lifecycle, (session) => session),
    }),
    // The alternate sign-in always goes to Mexico (spec section 9).
    loginMx: builder.mutation<LoginResponse, LoginCredentials>({
      query: (credentials) => ({ url: '/api/mx/login/', method: 'POST', body: withPasswordPlaceholder(credentials) }),
      onQueryStarted: (_args, lifecycle) => startSessionFrom(lifecycle, (session) => session),
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
    // Always Mexico, whatever the visitor's country (spec section 9).
    resetLoginPin: builder.mutation<MessageQueued, ResetLoginPinRequest>({
      query: (request) => ({ url: '/api/mx/reset_login_pin/', method: 'PUT', body: request }),
    }),
    checkPassword: builder.mutation<CheckPasswordResponse, void>({
      query: () => ({ url: '/api/check_password/', method: 'POST' }),
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
    }),
    setNewPassword: builder.mutation<PasswordUpdated, SetNewPasswordRequest>({
      query: (request) => ({ url: '/api/set-new-password/', method: 'PATCH', body: request }),
    }),
    verificationToken: builder.query<VerificationTokenResponse, VerificationTokenQuery>({
      query: ({ token, uidb64 }) => ({ url: '/api/verification-token/', params: { token, uidb64 } }),
      transformErrorResponse: (error) => withServerMessage(error),
    }),
  }),
});

export const {
  useLoginMutation,
  useLoginMxMutation,
  useRegisterMutation,
  useSimpleRegisterMutation,
  useFbRegisterMutation,
  useWaVerificationCodeMutation,
  useWaValidationMutation,
  useResetLoginPinMutation,
  useCheckPasswordMutation,
  useSendResetPasswordMutation,
  useSendPhoneTokenMutation,
  useVerifyPhoneNumberQuery,
  useLazyVerifyPhoneNumberQuery,
  useUpdatePasswordMutation,
  useSetNewPasswordMutation,
  useVerificationTokenQuery,
  useLazyVerificationTokenQuery,
} = accountApi;

/** Thunk: forgets the session everywhere it lives (cookies, store, cached responses). */
export function signOut() {
  return (dispatch: Dispatch): void => {
    clearToken();
    clearUserAccess();
    dispatch(signedOut());
    dispatch(api.util.resetApiState());
  };
}
