import { writeAllyCode, writeCountry } from '@aula/api-client/cookies';
import { enterAlly } from '@aula/api-client/enter-ally';
import { siteRoutes } from '@aula/contracts/site-paths';
import type { Dispatch } from '@reduxjs/toolkit';
import { type LoaderFunctionArgs, redirect } from 'react-router';
import { findBrand } from '../../brands';

/**
 * `/:country/:brand` exists only for a brand of this build that offers the country; anything
 * else goes back to the country choice. The pair is remembered in cookies (the visitor's last
 * choice), and the tab takes up that ally's own session before anything renders.
 */
export function brandLoader({ params }: LoaderFunctionArgs, dispatch: Dispatch) {
  const { country = '', brand: allyCode } = params;
  const brand = findBrand(allyCode);
  if (!brand?.config.countries.includes(country)) return redirect(siteRoutes.countrySelect);
  writeCountry(country);
  writeAllyCode(brand.config.allyCode);
  enterAlly(dispatch, { country, allyCode: brand.config.allyCode });
  return null;
}
