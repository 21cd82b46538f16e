import { useGetCitiesByGeographicAreaQuery, useGetGeographicAreasByCountryQuery } from '@aula/api-client/catalogs';
import type { Country } from '@aula/contracts/countries';
import type { AddressValues } from './business-values';

/** The catalogue lists the address needs: the country's states, then the chosen state's cities. */
export function useAddressCatalogs(address: AddressValues, countries: readonly Country[]) {
  const country = countries.find((candidate) => candidate.code === address.country);
  const areas = useGetGeographicAreasByCountryQuery(country?.id ?? 0, { skip: !country });
  const area = areas.currentData?.find((candidate) => candidate.name === address.state);
  const cities = useGetCitiesByGeographicAreaQuery(area?.id ?? 0, { skip: !area });
  const city = cities.currentData?.find((candidate) => candidate.name === address.city);
  return {
    country,
    areas: areas.currentData,
    area,
    cities: area ? cities.currentData : undefined,
    city,
    failed: areas.isError || cities.isError,
  };
}

export type AddressCatalogs = ReturnType<typeof useAddressCatalogs>;
