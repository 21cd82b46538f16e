import type { PostalCode } from '@aula/contracts/catalogs';
import { describe, expect, it, vi } from 'vitest';
import { boundsOf } from './geo';
import { type CataloguePlace, createOfflinePlaces, normalize } from './offline-places';

const cities: CataloguePlace[] = [
  { id: 1, name: 'Coyoacán', areaName: 'Ciudad de México', lat: 19.3467, lng: -99.1617 },
  { id: 2, name: 'Monterrey', areaName: 'Nuevo León', lat: 25.6866, lng: -100.3161 },
  { id: 3, name: 'Mérida', areaName: 'Yucatán', lat: 20.9674, lng: -89.5926 },
  { id: 4, name: 'Mazatlán', areaName: 'Sinaloa', lat: null, lng: null },
  { id: 5, name: 'Morelia', areaName: 'Michoacán', lat: 19.706, lng: -101.195 },
];

const postal: PostalCode[] = [
  {
    postal_code: '04100',
    settlement: 'Del Carmen',
    city: 'Coyoacán',
    geographic_area: 'Ciudad de México',
    country: 'mx',
    lat: 19.35,
    lng: -99.16,
  },
];

function index(overrides: Partial<Parameters<typeof createOfflinePlaces>[0]> = {}) {
  return createOfflinePlaces({
    countryName: 'México',
    cities: vi.fn(async () => cities),
    postalCodes: vi.fn(async (code: string) => postal.filter((entry) => entry.postal_code === code)),
    ...overrides,
  });
}

const signal = new AbortController().signal;

describe('offline places', () => {
  it('ignores accents and case ("merida" finds Mérida) and names the state and country', async () => {
    const [place] = await index().search('merida', null, signal);
    expect(place).toMatchObject({
      label: 'Mérida',
      detail: 'Yucatán, México',
      areaName: 'Yucatán',
      cityName: 'Mérida',
    });
    expect(normalize('  MÉRIDA ')).toBe('merida');
  });

  it('puts the places inside the map on screen first: "m" around Monterrey starts with Monterrey', async () => {
    const aroundMonterrey = boundsOf({ lat: 25.69, lng: -100.32 }, 8, 390, 280);
    const aroundMerida = boundsOf({ lat: 20.97, lng: -89.59 }, 8, 390, 280);
    const places = index();
    expect((await places.search('m', aroundMonterrey, signal))[0]?.label).toBe('Monterrey');
    expect((await places.search('m', aroundMerida, signal))[0]?.label).toBe('Mérida');
  });

  it('leaves out a city nobody has located (no lat/lng)', async () => {
    expect(await index().search('mazatlan', null, signal)).toEqual([]);
  });

  it('finds a postal code typed in full, with its settlement and position', async () => {
    const [place] = await index().search('04100', null, signal);
    expect(place).toMatchObject({
      label: '04100 · Del Carmen',
      postalCode: '04100',
      cityName: 'Coyoacán',
      position: { lat: 19.35, lng: -99.16 },
    });
    expect(await index().search('99999', null, signal)).toEqual([]);
  });

  it('reads the cities once for many searches, and again after a failed read', async () => {
    const read = vi.fn().mockRejectedValueOnce(new Error('offline')).mockResolvedValue(cities);
    const places = index({ cities: read });
    await expect(places.search('co', null, signal)).rejects.toThrow('offline');
    await places.search('co', null, signal);
    await places.search('mo', null, signal);
    expect(read).toHaveBeenCalledTimes(2);
  });

  it('answers nothing to a search that was replaced meanwhile (aborted)', async () => {
    const controller = new AbortController();
    const pending = index().search('co', null, controller.signal);
    controller.abort();
    expect(await pending).toEqual([]);
  });
});
