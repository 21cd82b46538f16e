import { type LoadOptions, SearchableSelect, type SelectOption } from '@aula/ui-kit/searchable-select';
import { useCallback, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { Section } from '../forms/form-layout';
import { boundsKey } from '../maps/geo';
import { type Bounds, DEFAULT_ZOOM, type LatLng, type MapPoint, type Place } from '../maps/maps';
import { useMaps } from '../maps/maps-context';
import { MapsProvider } from '../maps/maps-provider';
import { useSampledValue } from '../maps/use-sampled-value';

const Hint = styled.p`
  margin: 0 0 ${({ theme }) => theme.space.md};
  color: ${({ theme }) => theme.colors.textMuted};
`;

const MapError = styled.p`
  margin: ${({ theme }) => theme.space.xs} 0 0;
  color: ${({ theme }) => theme.colors.danger};
  font-weight: 700;

  &:empty {
    display: none;
  }
`;

export interface AddressMapProps {
  country: string;
  /** Where the map looks: the pin, the chosen city, or the country's capital. */
  center: LatLng;
  pin: LatLng | null;
  onPinChange: (position: LatLng) => void;
  /** A place was chosen in the search: it moves the pin and fills what it knows of the address. */
  onPlace: (place: Place) => void;
  points: readonly MapPoint[];
  error?: string;
}

/** The map section: a places search that follows the map, and the map with the business's pin. */
export function AddressMap({ country, error, ...props }: AddressMapProps) {
  const { t, i18n } = useTranslation('profile');
  return (
    <Section>
      <legend>{t('business.mapTitle')}</legend>
      <Hint>{t('business.mapHint')}</Hint>
      <MapsProvider country={country} language={i18n.language}>
        <MapWithSearch {...props} />
      </MapsProvider>
      <MapError aria-live="polite">{error}</MapError>
    </Section>
  );
}

function MapWithSearch({ center, pin, onPinChange, onPlace, points }: Omit<AddressMapProps, 'country' | 'error'>) {
  const { t } = useTranslation('profile');
  const maps = useMaps();
  const [bounds, setBounds] = useState<Bounds | null>(null);
  // Spec section 9: the bounds are read every 200 ms while the map moves; the suggestions follow.
  const sampled = useSampledValue(bounds);
  const sampledRef = useRef(sampled);
  sampledRef.current = sampled;
  const found = useRef(new Map<string, Place>());
  const [chosen, setChosen] = useState<SelectOption | null>(null);

  const loadOptions = useCallback<LoadOptions>(
    async (query, signal) => {
      if (!maps) return [];
      const places = await maps.places.search(query, sampledRef.current, signal);
      found.current = new Map(places.map((place) => [place.id, place]));
      return places.map((place) => ({
        value: place.id,
        label: place.detail ? `${place.label} · ${place.detail}` : place.label,
      }));
    },
    [maps],
  );

  if (!maps) return null;
  const { MapView } = maps;
  return (
    <>
      <SearchableSelect
        label={t('business.placesSearch')}
        hint={t('business.placesHint')}
        value={chosen}
        loadOptions={loadOptions}
        reloadKey={boundsKey(sampled)}
        onChange={async (option) => {
          setChosen(option);
          const place = option && found.current.get(option.value);
          if (!place) return;
          const resolved = await maps.places.resolve(place);
          if (resolved.position) onPlace(resolved);
        }}
      />
      <MapView
        label={t('map.label')}
        center={center}
        zoom={DEFAULT_ZOOM}
        pin={pin}
        onPinChange={onPinChange}
        onViewChange={(view) => setBounds(view.bounds)}
        points={points}
      />
    </>
  );
}
