import { useCurrentBrand } from '@aula/ui-kit/current-brand';
import { lazy, type ReactNode, Suspense, useState } from 'react';
import { OfflineMapsProvider } from './offline-maps-provider';

// The Google adapter (and Google's script) is fetched only when a key is configured.
const GoogleMapsProvider = lazy(() => import('./google/google-maps-provider'));

export interface MapsProviderProps {
  /** The address's country: places are searched there. */
  country: string;
  language: string;
  children: ReactNode;
  /** Tests and Storybook pass a key (or none) directly; otherwise the current brand's is used. */
  apiKey?: string | null;
}

/**
 * Chooses the maps: Google Maps with the brand's or deployment's key, otherwise the offline maps.
 * If Google's script cannot be loaded (no network, a refused key) the offline maps take over.
 */
export function MapsProvider({ country, language, children, apiKey }: MapsProviderProps) {
  const brand = useCurrentBrand();
  const key = apiKey === undefined ? brand?.config.maps?.googleApiKey : apiKey;
  const [failed, setFailed] = useState(false);
  const offline = <OfflineMapsProvider country={country}>{children}</OfflineMapsProvider>;
  if (!key || failed) return offline;
  return (
    <Suspense fallback={offline}>
      <GoogleMapsProvider apiKey={key} country={country} language={language} onFailure={() => setFailed(true)}>
        {children}
      </GoogleMapsProvider>
    </Suspense>
  );
}
