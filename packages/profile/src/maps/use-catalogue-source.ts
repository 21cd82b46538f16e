import { catalogsApi, useGetAllCountriesQuery } from '@aula/api-client/catalogs';
import { useAppDispatch } from '@aula/api-client/hooks';
import { useMemo } from 'react';
import type { CatalogueSource } from './offline-places';

/** The catalogue calls the offline places index reads, for one country (answers cached by RTK Query). */
export function useCatalogueSource(countryCode: string): CatalogueSource | null {
  const dispatch = useAppDispatch();
  const countries = useGetAllCountriesQuery();
  const country = countries.data?.find((candidate) => candidate.code === countryCode);

  return useMemo(() => {
    if (!country) return null;
    const once = { subscribe: false } as const;
    return {
      countryName: country.name,
      async cities() {
        // Every area in one call, this country's kept: no need to know the country's id.
        const areas = (
          await dispatch(catalogsApi.endpoints.getGeographicAreas.initiate(undefined, once)).unwrap()
        ).filter((area) => area.country === country.code);
        const lists = await Promise.all(
          areas.map(async (area) => {
            const cities = await dispatch(
              catalogsApi.endpoints.getCitiesByGeographicArea.initiate(area.id, once),
            ).unwrap();
            return cities.map((city) => ({ ...city, areaName: area.name }));
          }),
        );
        return lists.flat();
      },
      postalCodes: (code) => dispatch(catalogsApi.endpoints.getPostalCodes.initiate(code, once)).unwrap(),
    };
  }, [country, dispatch]);
}
