import type { SessionUser } from '@aula/contracts/auth';
import type { AllySite } from '@aula/contracts/site-paths';
import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { hasSession } from './cookies';
import { readStoredUser } from './stored-user';

export interface SessionState {
  /**
   * The ally site this tab is showing, as its URL names it (the route loader enters it, `enterAlly`);
   * the session below is that ally's alone. A store is one tab's, so two tabs on two allies each
   * keep their own. None outside an ally's site.
   */
  site?: AllySite;
  signedIn: boolean;
  /** Who is signed in, when known (from the sign-in, or kept on this device since). */
  user: SessionUser | null;
}

/** The session of an ally's site (or of no ally) as the cookies and this device's storage hold it. */
export function storedSession(site?: AllySite): SessionState {
  const signedIn = hasSession(site?.allyCode);
  return { site, signedIn, user: signedIn ? readStoredUser(site?.allyCode) : null };
}

export const sessionSlice = createSlice({
  name: 'session',
  // Lazy, so each new store reads the cookies as they are at that moment.
  initialState: () => storedSession(),
  reducers: {
    signedIn(state, action: PayloadAction<SessionUser>) {
      state.signedIn = true;
      state.user = action.payload;
    },
    signedOut(state): SessionState {
      return { site: state.site, signedIn: false, user: null };
    },
    /** Another ally's site is on screen: its own session (or none) replaces the previous one. */
    allyEntered(_state, action: PayloadAction<SessionState>): SessionState {
      return action.payload;
    },
  },
  selectors: {
    selectIsSignedIn: (state) => state.signedIn,
    selectSessionUser: (state) => state.user,
    selectSessionSite: (state) => state.site,
    /**
     * Whether the tab is signed in on the ally a page shows; undefined while the store holds
     * another ally's session: that ally's loader has run and this page is on its way out.
     */
    selectSignedInAt: (state, allyCode: string): boolean | undefined =>
      state.site && state.site.allyCode !== allyCode ? undefined : state.signedIn,
  },
});

export const { signedIn, signedOut, allyEntered } = sessionSlice.actions;
export const { selectIsSignedIn, selectSessionUser, selectSessionSite, selectSignedInAt } = sessionSlice.selectors;

/**
 * The session of whatever store `state` is, for code outside React that is handed the state as
 * `unknown` (the base query steps, listeners, thunks). None for a state without a session part.
 */
export function sessionOf(state: unknown): SessionState | undefined {
  return (state as { session?: SessionState } | undefined)?.session;
}

/** The ally site of that store: the one its requests name and its session cookies belong to. */
export const sessionSiteOf = (state: unknown): AllySite | undefined => sessionOf(state)?.site;
