import { describe, expect, it, vi } from 'vitest';
import { googlePlaces } from './google-places';

const bounds = { north: 20, south: 19, east: -98.5, west: -99.5 };
const signal = new AbortController().signal;

function fakeLibraries() {
  const getPlacePredictions = vi.fn(async () => ({
    predictions: [{ place_id: 'p1', structured_formatting: { main_text: 'Coyoacán', secondary_text: 'CDMX, México' } }],
  }));
  const geocode = vi.fn(async () => ({
    results: [
      {
        geometry: { location: { toJSON: () => ({ lat: 19.35, lng: -99.16 }) } },
        address_components: [
          { long_name: 'Ciudad de México', types: ['administrative_area_level_1'] },
          { long_name: 'Coyoacán', types: ['locality'] },
          { long_name: '04100', types: ['postal_code'] },
          { long_name: 'Del Carmen', types: ['sublocality'] },
        ],
      },
    ],
  }));
  // Classes, as Google's are (the adapter calls them with `new`).
  const places = {
    AutocompleteService: class {
      getPlacePredictions = getPlacePredictions;
    },
  };
  const geocoding = {
    Geocoder: class {
      geocode = geocode;
    },
  };
  return { places, geocoding, getPlacePredictions, geocode };
}

describe('Google places adapter', () => {
  it("asks Google for predictions biased to the map's bounds and limited to the country", async () => {
    const fake = fakeLibraries();
    const search = googlePlaces(fake.places as never, fake.geocoding as never, 'mx');
    const [place] = await search.search('coyo', bounds, signal);
    expect(fake.getPlacePredictions).toHaveBeenCalledWith({
      input: 'coyo',
      componentRestrictions: { country: 'mx' },
      locationBias: bounds,
    });
    expect(place).toEqual({ id: 'p1', label: 'Coyoacán', detail: 'CDMX, México', position: null });
    expect(fake.geocode).not.toHaveBeenCalled();
  });

  it('geocodes only the chosen suggestion, reading its position and address parts', async () => {
    const fake = fakeLibraries();
    const search = googlePlaces(fake.places as never, fake.geocoding as never, 'mx');
    const resolved = await search.resolve({ id: 'p1', label: 'Coyoacán', position: null });
    expect(fake.geocode).toHaveBeenCalledWith({ placeId: 'p1' });
    expect(resolved).toMatchObject({
      position: { lat: 19.35, lng: -99.16 },
      areaName: 'Ciudad de México',
      cityName: 'Coyoacán',
      postalCode: '04100',
      settlement: 'Del Carmen',
    });
  });

  it('suggests nothing until Google’s places library has loaded', async () => {
    expect(await googlePlaces(null, null, 'mx').search('coyo', bounds, signal)).toEqual([]);
  });
});
