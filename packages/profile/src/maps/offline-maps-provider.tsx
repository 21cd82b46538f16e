import { type ReactNode, useMemo } from 'react';
import type { Maps } from './maps';
import { MapsContextProvider } from './maps-context';
import { OfflineMap } from './offline-map';
import { createOfflinePlaces } from './offline-places';
import { useCatalogueSource } from './use-catalogue-source';

const noPlaces: Maps['places'] = { search: async () => [], resolve: async (place) => place };

/** Maps with no key and no network: the SVG map and the catalogue's places. */
export function OfflineMapsProvider({ country, children }: { country: string; children: ReactNode }) {
  const source = useCatalogueSource(country);
  const maps = useMemo<Maps>(
    () => ({ kind: 'offline', MapView: OfflineMap, places: source ? createOfflinePlaces(source) : noPlaces }),
    [source],
  );
  return <MapsContextProvider value={maps}>{children}</MapsContextProvider>;
}
