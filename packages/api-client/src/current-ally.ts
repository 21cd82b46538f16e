import type { AllySite } from '@aula/contracts/site-paths';

/**
 * The ally site this tab is showing. A session belongs to one ally: its token and access cookies
 * carry the ally's code in their name, so two allies open in two tabs of one browser each keep
 * their own sign-in, and an ally's pages never see another's. Set by apps/web when a route under
 * `/{country}/{allyCode}` loads (`enterAlly`); module state, so it is per tab.
 */
let current: AllySite | undefined;

export function currentSite(): AllySite | undefined {
  return current;
}

export function currentAlly(): string | undefined {
  return current?.allyCode;
}

export function setCurrentSite(site: AllySite | undefined): void {
  current = site;
}
