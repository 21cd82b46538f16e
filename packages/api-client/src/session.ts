import type { SessionUser } from '@aula/contracts/auth';
import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { hasSession } from './cookies';
import { currentAlly } from './current-ally';
import { readStoredUser } from './stored-user';

export interface SessionState {
  /** The ally this tab is showing; the session below is that ally's alone. */
  allyCode?: string;
  signedIn: boolean;
  /** Who is signed in, when known (from the sign-in, or kept on this device since). */
  user: SessionUser | null;
}

/** The session of the current ally as the cookies and this device's storage hold it. */
export function storedSession(): SessionState {
  const signedIn = hasSession();
  return { allyCode: currentAlly(), signedIn, user: signedIn ? readStoredUser() : null };
}

export const sessionSlice = createSlice({
  name: 'session',
  // Lazy, so each new store reads the cookies as they are at that moment.
  initialState: storedSession,
  reducers: {
    signedIn(state, action: PayloadAction<SessionUser>) {
      state.signedIn = true;
      state.user = action.payload;
    },
    signedOut(state): SessionState {
      return { allyCode: state.allyCode, signedIn: false, user: null };
    },
    /** Another ally's site is on screen: its own session (or none) replaces the previous one. */
    allyEntered(_state, action: PayloadAction<SessionState>): SessionState {
      return action.payload;
    },
  },
  selectors: {
    selectIsSignedIn: (state) => state.signedIn,
    selectSessionUser: (state) => state.user,
    selectSessionAlly: (state) => state.allyCode,
  },
});

export const { signedIn, signedOut, allyEntered } = sessionSlice.actions;
export const { selectIsSignedIn, selectSessionUser, selectSessionAlly } = sessionSlice.selectors;
