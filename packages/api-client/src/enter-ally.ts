import type { AllySite } from '@aula/contracts/site-paths';
import type { Dispatch } from '@reduxjs/toolkit';
import { api } from './api';
import { currentAlly, setCurrentSite } from './current-ally';
import { allyEntered, storedSession } from './session';

/**
 * Called when a route of an ally's site loads, before it renders. Switching to another ally drops
 * everything cached for the previous one and takes up this ally's own session (or none), so
 * nothing of one ally's session shows on another's pages.
 */
export function enterAlly(dispatch: Dispatch, site: AllySite): void {
  const changed = currentAlly() !== site.allyCode;
  setCurrentSite(site);
  if (!changed) return;
  // Session first: the previous ally's guarded pages stop rendering before the cache is emptied,
  // so none of them refetches with the new ally's (absent) token.
  dispatch(allyEntered(storedSession()));
  dispatch(api.util.resetApiState());
}
