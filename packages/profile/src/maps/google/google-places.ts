/// <reference types="google.maps" />
import type { Bounds, Place, PlacesSearch } from '../maps';
import { MAX_SUGGESTIONS } from '../offline-places';

type PlacesLibrary = Pick<google.maps.PlacesLibrary, 'AutocompleteService'>;
type GeocodingLibrary = Pick<google.maps.GeocodingLibrary, 'Geocoder'>;

function component(result: google.maps.GeocoderResult, type: string): string | undefined {
  return result.address_components.find((part) => part.types.includes(type))?.long_name;
}

/**
 * Google's places search: predictions biased to the map's bounds and limited to the country; the
 * chosen one is geocoded for its position and address parts (one paid call per choice, not per key).
 */
export function googlePlaces(
  places: PlacesLibrary | null,
  geocoding: GeocodingLibrary | null,
  country: string,
): PlacesSearch {
  return {
    async search(query: string, bounds: Bounds | null, signal: AbortSignal) {
      if (!places || !query.trim()) return [];
      const service = new places.AutocompleteService();
      const { predictions } = await service.getPlacePredictions({
        input: query,
        componentRestrictions: { country },
        ...(bounds ? { locationBias: bounds } : {}),
      });
      if (signal.aborted) return [];
      return predictions.slice(0, MAX_SUGGESTIONS).map(
        (prediction): Place => ({
          id: prediction.place_id,
          label: prediction.structured_formatting.main_text,
          detail: prediction.structured_formatting.secondary_text,
          position: null,
        }),
      );
    },
    async resolve(place: Place) {
      if (!geocoding) return place;
      const { results } = await new geocoding.Geocoder().geocode({ placeId: place.id });
      const [result] = results;
      if (!result) return place;
      const { lat, lng } = result.geometry.location.toJSON();
      const areaName = component(result, 'administrative_area_level_1');
      const cityName = component(result, 'locality') ?? component(result, 'administrative_area_level_2');
      const postalCode = component(result, 'postal_code');
      const settlement = component(result, 'sublocality') ?? component(result, 'neighborhood');
      return {
        ...place,
        position: { lat, lng },
        ...(areaName ? { areaName } : {}),
        ...(cityName ? { cityName } : {}),
        ...(postalCode ? { postalCode } : {}),
        ...(settlement ? { settlement } : {}),
      };
    },
  };
}
