import type { AllySite } from '@aula/contracts/site-paths';
import type { Dispatch } from '@reduxjs/toolkit';
import { api } from './api';
import { allyEntered, sessionOf, storedSession } from './session';

/**
 * Thunk, dispatched by the route loader of an ally's site before it renders: the URL names the ally
 * and the store (one per tab) keeps it for everything outside React. Switching to another ally
 * drops everything cached for the previous one and takes up this ally's own session (or none), so
 * nothing of one ally's session shows on another's pages.
 */
export function enterAlly(site: AllySite) {
  return (dispatch: Dispatch, getState: () => unknown): void => {
    const session = sessionOf(getState());
    const entered = session?.site;
    if (session && entered?.allyCode === site.allyCode) {
      // Another country of the same ally: the same session, now under this country's address.
      if (entered.country !== site.country) dispatch(allyEntered({ ...session, site }));
      return;
    }
    // Session first: the previous ally's guarded pages stop rendering before the cache is emptied,
    // so none of them refetches with the new ally's (absent) session.
    dispatch(allyEntered(storedSession(site)));
    dispatch(api.util.resetApiState());
  };
}
