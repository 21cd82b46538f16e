import type { SessionUser } from '@aula/contracts/auth';
import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { readToken } from './cookies';

export interface SessionState {
  signedIn: boolean;
  /** Known only after a sign-in in this page load; a reload keeps `signedIn` (from the cookie) but not the user. */
  user: SessionUser | null;
}

export const sessionSlice = createSlice({
  name: 'session',
  // Lazy, so each new store reads the token cookie as it is at that moment.
  initialState: (): SessionState => ({ signedIn: readToken() !== undefined, user: null }),
  reducers: {
    signedIn(state, action: PayloadAction<SessionUser>) {
      state.signedIn = true;
      state.user = action.payload;
    },
    signedOut(): SessionState {
      return { signedIn: false, user: null };
    },
  },
  selectors: {
    selectIsSignedIn: (state) => state.signedIn,
    selectSessionUser: (state) => state.user,
  },
});

export const { signedIn, signedOut } = sessionSlice.actions;
export const { selectIsSignedIn, selectSessionUser } = sessionSlice.selectors;
