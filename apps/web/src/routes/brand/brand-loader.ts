import { brandsApi } from '@aula/api-client/brands';
import { writeAllyCode, writeCountry } from '@aula/api-client/cookies';
import { enterAlly } from '@aula/api-client/enter-ally';
import type { AppDispatch } from '@aula/api-client/store';
import { type AllySite, allySiteOf, siteRoutes } from '@aula/contracts/site-paths';
import { type LoaderFunctionArgs, redirect } from 'react-router';
import { findBrand } from '../../brands';

/** The countries of an ally this build has no folder for (created in the console), from the API. */
async function askedCountries(allyCode: string, dispatch: AppDispatch): Promise<string[] | undefined> {
  const asked = dispatch(brandsApi.endpoints.getSiteBrand.initiate(allyCode));
  try {
    return (await asked).data?.countries;
  } finally {
    asked.unsubscribe();
  }
}

function enter(site: AllySite | undefined, countries: string[] | undefined, dispatch: AppDispatch) {
  if (!site || !countries?.includes(site.country)) return redirect(siteRoutes.countrySelect);
  writeCountry(site.country);
  writeAllyCode(site.allyCode);
  dispatch(enterAlly(site));
  return null;
}

/**
 * The one loader of an ally's site (`ALLY_ROOT_PATTERN`): it exists only for an ally that offers
 * the country; anything else goes back to the country choice. The pair is
 * remembered in cookies (the visitor's last choice), and the tab's store enters the ally from the
 * URL, taking up that ally's own session, before anything renders.
 */
export function brandLoader({ params }: LoaderFunctionArgs, dispatch: AppDispatch) {
  const site = allySiteOf(params);
  // A built ally in a country its folder names answers at once; a country its team added since
  // (published in the console), or an ally this build has no folder for, is asked of the API.
  const built = findBrand(site?.allyCode);
  if (!site || built?.config.countries.includes(site.country)) return enter(site, built?.config.countries, dispatch);
  // Entered first: entering another ally empties the store, which would drop the answer asked for.
  dispatch(enterAlly(site));
  return askedCountries(site.allyCode, dispatch).then((countries) => enter(site, countries, dispatch));
}
