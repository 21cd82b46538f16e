import { writeAllyCode, writeCountry } from '@aula/api-client/cookies';
import { enterAlly } from '@aula/api-client/enter-ally';
import type { AppDispatch } from '@aula/api-client/store';
import { allySiteOf, siteRoutes } from '@aula/contracts/site-paths';
import { type LoaderFunctionArgs, redirect } from 'react-router';
import { findBrand } from '../../brands';

/**
 * The one loader of an ally's site (`ALLY_ROOT_PATTERN`): it exists only for a brand of this build
 * that offers the country; anything else goes back to the country choice. The pair is remembered in
 * cookies (the visitor's last choice), and the tab's store enters the ally from the URL, taking up
 * that ally's own session, before anything renders.
 */
export function brandLoader({ params }: LoaderFunctionArgs, dispatch: AppDispatch) {
  const site = allySiteOf(params);
  const brand = findBrand(site?.allyCode);
  const country = site?.country ?? '';
  if (!brand?.config.countries.includes(country)) return redirect(siteRoutes.countrySelect);
  writeCountry(country);
  writeAllyCode(brand.config.allyCode);
  dispatch(enterAlly({ country, allyCode: brand.config.allyCode }));
  return null;
}
