import { mainTimeZoneOf } from '@aula/contracts/country-time-zones';
import { brandAssets } from './brand-assets';

/**
 * The zone an export writes its times in: the main zone of the country the export is filtered to,
 * else of the ally's own country (the one its site opens in), so a team reads the hours it lives by.
 */
export function exportTimeZone(allyCode: string, country?: string | null): string {
  return mainTimeZoneOf(country ?? brandAssets(allyCode, allyCode).defaultCountry);
}
