import { useMemo } from 'react';
import { COUNTRY_CENTERS } from '../maps/geo';
import type { LatLng, MapPoint } from '../maps/maps';
import type { AddressValues } from './business-values';
import type { AddressCatalogs } from './use-address-catalogs';

// Mexico City: where a map with nothing else to go on opens.
const FALLBACK_CENTER = { lat: 19.4326, lng: -99.1332 };

/**
 * What the address map shows: the business's pin, the chosen city's position, where the map looks
 * (a place just chosen, the pin, the city, the country) and the state's cities as points.
 */
export function useMapView(address: AddressValues, catalogs: AddressCatalogs, focus: LatLng | null) {
  const pin = address.lat !== null && address.lng !== null ? { lat: address.lat, lng: address.lng } : null;
  const { city, cities } = catalogs;
  const cityPosition = city?.lat != null && city.lng != null ? { lat: city.lat, lng: city.lng } : null;
  const center = focus ?? pin ?? cityPosition ?? COUNTRY_CENTERS[address.country] ?? FALLBACK_CENTER;
  const points = useMemo<MapPoint[]>(
    () =>
      (cities ?? []).flatMap((each) =>
        each.lat === null || each.lng === null
          ? []
          : [{ id: String(each.id), label: each.name, position: { lat: each.lat, lng: each.lng } }],
      ),
    [cities],
  );
  return { pin, cityPosition, center, points };
}
