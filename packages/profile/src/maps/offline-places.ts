import type { PostalCode } from '@aula/contracts/catalogs';
import { POSTAL_CODE_PATTERN } from '@aula/contracts/rules';
import { centerOf, contains, distanceKm } from './geo';
import type { Bounds, LatLng, Place, PlacesSearch } from './maps';

/** A city of the catalogue with the name of its state (area). */
export interface CataloguePlace {
  id: number;
  name: string;
  areaName: string;
  lat: number | null;
  lng: number | null;
}

/** Where the offline index takes its places from: the catalogue calls of the API. */
export interface CatalogueSource {
  /** Every city of the country (its areas' cities), read once. */
  cities: () => Promise<CataloguePlace[]>;
  /** The settlements of one postal code. */
  postalCodes: (code: string) => Promise<PostalCode[]>;
  countryName: string;
}

export const MAX_SUGGESTIONS = 8;

/** "Mérida" and "merida" are the same search. */
export function normalize(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLocaleLowerCase('es')
    .trim();
}

const located = (lat: number | null, lng: number | null): LatLng | null =>
  lat === null || lng === null ? null : { lat, lng };

/**
 * Suggestions that follow the map: places inside the visible bounds come first, then the rest by
 * distance from the map's centre; among equals, names that start with the text win.
 */
export function rankPlaces(places: Place[], query: string, bounds: Bounds | null): Place[] {
  const q = normalize(query);
  const middle = bounds ? centerOf(bounds) : null;
  const score = (place: Place) => {
    const position = place.position;
    const inside = bounds && position && contains(bounds, position) ? 0 : 1;
    const prefix = normalize(place.label).startsWith(q) ? 0 : 1;
    const distance = middle && position ? distanceKm(middle, position) : 0;
    return [inside, prefix, distance] as const;
  };
  return places
    .map((place) => ({ place, key: score(place) }))
    .sort((a, b) => a.key[0] - b.key[0] || a.key[1] - b.key[1] || a.key[2] - b.key[2])
    .map(({ place }) => place)
    .slice(0, MAX_SUGGESTIONS);
}

/** The places search of the offline maps: the catalogue's cities, and postal codes typed in full. */
export function createOfflinePlaces(source: CatalogueSource): PlacesSearch {
  let cities: Promise<CataloguePlace[]> | undefined;

  async function cityPlaces(query: string): Promise<Place[]> {
    cities ??= source.cities().catch((error) => {
      cities = undefined; // a failed load is tried again on the next search
      throw error;
    });
    const q = normalize(query);
    return (await cities).flatMap((city) => {
      const position = located(city.lat, city.lng);
      if (!position || !(normalize(city.name).includes(q) || normalize(city.areaName).includes(q))) return [];
      return [
        {
          id: `city-${city.id}`,
          label: city.name,
          detail: `${city.areaName}, ${source.countryName}`,
          position,
          areaName: city.areaName,
          cityName: city.name,
        },
      ];
    });
  }

  async function postalPlaces(code: string): Promise<Place[]> {
    return (await source.postalCodes(code)).flatMap((entry) => {
      const position = located(entry.lat, entry.lng);
      if (!position) return [];
      return [
        {
          id: `cp-${entry.postal_code}-${entry.settlement}`,
          label: `${entry.postal_code} · ${entry.settlement}`,
          detail: `${entry.city}, ${entry.geographic_area}`,
          position,
          areaName: entry.geographic_area,
          cityName: entry.city,
          postalCode: entry.postal_code,
          settlement: entry.settlement,
        },
      ];
    });
  }

  return {
    async search(query, bounds, signal) {
      const text = query.trim();
      if (!text) return [];
      const found = POSTAL_CODE_PATTERN.test(text) ? await postalPlaces(text) : await cityPlaces(text);
      if (signal.aborted) return [];
      return rankPlaces(found, text, bounds);
    },
    // Catalogue places already carry everything.
    resolve: async (place) => place,
  };
}
