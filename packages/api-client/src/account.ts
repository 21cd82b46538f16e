import type { LoginRequest, LoginResponse } from '@aula/contracts/auth';
import { MISSING_PASSWORD_PLACEHOLDER } from '@aula/contracts/constants';
import type { Dispatch } from '@reduxjs/toolkit';
import { api } from './api';
import { clearToken, clearUserAccess, writeToken, writeUserAccess } from './cookies';
import { signedIn, signedOut } from './session';

/** What a sign-in form gathers: the phone + PIN mode has no password. */
export type LoginCredentials = Omit<LoginRequest, 'password'> & { password?: string };

export interface LoginArgs {
  country: string;
  credentials: LoginCredentials;
}

function withPasswordPlaceholder({ password, ...credentials }: LoginCredentials): LoginRequest {
  return { ...credentials, password: password || MISSING_PASSWORD_PLACEHOLDER };
}

interface LoginLifecycle {
  dispatch: Dispatch;
  queryFulfilled: Promise<{ data: LoginResponse }>;
}

/** Anything cached while anonymous must not survive into the signed-in session, hence the reset. */
async function startSession({ dispatch, queryFulfilled }: LoginLifecycle): Promise<void> {
  let session: LoginResponse;
  try {
    ({ data: session } = await queryFulfilled);
  } catch {
    return; // the screen reads the failure from the mutation result
  }
  writeToken(session.token);
  writeUserAccess(session.user.access);
  dispatch(api.util.resetApiState());
  dispatch(signedIn(session.user));
}

export const accountApi = api.injectEndpoints({
  endpoints: (builder) => ({
    login: builder.mutation<LoginResponse, LoginArgs>({
      query: ({ country, credentials }) => ({
        url: `/api/${encodeURIComponent(country)}/login/`,
        method: 'POST',
        body: withPasswordPlaceholder(credentials),
      }),
      onQueryStarted: (_args, lifecycle) => startSession(lifecycle),
    }),
    // The alternate sign-in always goes to Mexico (spec section 9).
    loginMx: builder.mutation<LoginResponse, LoginCredentials>({
      query: (credentials) => ({ url: '/api/mx/login/', method: 'POST', body: withPasswordPlaceholder(credentials) }),
      onQueryStarted: (_args, lifecycle) => startSession(lifecycle),
    }),
  }),
});

export const { useLoginMutation, useLoginMxMutation } = accountApi;

/** Thunk: forgets the session everywhere it lives (cookies, store, cached responses). */
export function signOut() {
  return (dispatch: Dispatch): void => {
    clearToken();
    clearUserAccess();
    dispatch(signedOut());
    dispatch(api.util.resetApiState());
  };
}
