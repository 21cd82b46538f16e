import { writeAllyCode, writeCountry } from '@aula/api-client/cookies';
import { type LoaderFunctionArgs, redirect } from 'react-router';
import { findBrand } from '../../brands';

/**
 * `/:country/:brand` exists only for a brand of this build that offers the country; anything
 * else goes back to the country choice. The pair is remembered in cookies, which the
 * api-client reads to send a lost session to the right login page.
 */
export function brandLoader({ params }: LoaderFunctionArgs) {
  const { country = '', brand: allyCode } = params;
  const brand = findBrand(allyCode);
  if (!brand?.config.countries.includes(country)) return redirect('/');
  writeCountry(country);
  writeAllyCode(brand.config.allyCode);
  return null;
}
