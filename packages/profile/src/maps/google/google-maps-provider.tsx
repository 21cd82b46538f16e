import { APIProvider, useMapsLibrary } from '@vis.gl/react-google-maps';
import { type ReactNode, useMemo } from 'react';
import type { Maps } from '../maps';
import { MapsContextProvider } from '../maps-context';
import { GoogleMapView } from './google-map-view';
import { googlePlaces } from './google-places';

export interface GoogleMapsProviderProps {
  apiKey: string;
  country: string;
  language: string;
  /** Google's script could not load (offline, refused key): the caller falls back to offline maps. */
  onFailure: () => void;
  children: ReactNode;
}

function GoogleMapsBridge({ country, children }: { country: string; children: ReactNode }) {
  const places = useMapsLibrary('places');
  const geocoding = useMapsLibrary('geocoding');
  const maps = useMemo<Maps>(
    () => ({ kind: 'google', MapView: GoogleMapView, places: googlePlaces(places, geocoding, country) }),
    [places, geocoding, country],
  );
  return <MapsContextProvider value={maps}>{children}</MapsContextProvider>;
}

/** The Google Maps adapter of the maps interface (its own chunk, loaded only with a key). */
export default function GoogleMapsProvider({
  apiKey,
  country,
  language,
  onFailure,
  children,
}: GoogleMapsProviderProps) {
  return (
    <APIProvider apiKey={apiKey} language={language} region={country.toUpperCase()} onError={onFailure}>
      <GoogleMapsBridge country={country}>{children}</GoogleMapsBridge>
    </APIProvider>
  );
}
